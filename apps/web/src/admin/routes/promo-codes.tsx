import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PromoChange, StaffPromo, StaffPromoInput } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import type { Tone } from '../../components/ui/tone';
import { ApiError } from '../../lib/api-client';
import { formatNumber, formatTaka, toLanguage } from '../../lib/format';
import { useChangePromo, useCreatePromo, useEndPromo, usePromoCode, usePromoCodes } from '../api/promo-codes';
import { may, useStaffMe } from '../api/session';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { TextField } from '../../components/ui/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { CELL, DataTable, TABLE_HEAD } from '../kit/data-table';
import { SMALL_BUTTON } from '../kit/controls';

type PromoState = 'live' | 'scheduled' | 'expired' | 'usedUp' | 'ended';
const STATE_TONE: Record<PromoState, Tone> = { live: 'green', scheduled: 'blue', expired: 'gray', usedUp: 'yellow', ended: 'red' };

/** Whether the checkout takes the code now, as the promo rules decide (modules/promo/promo-rules.ts). */
function stateOf(promo: StaffPromo, now = Date.now()): PromoState {
  if (!promo.active) return 'ended';
  if (promo.starts_at && Date.parse(promo.starts_at) > now) return 'scheduled';
  if (promo.expires_at && Date.parse(promo.expires_at) <= now) return 'expired';
  if (promo.max_uses !== null && promo.used_count >= promo.max_uses) return 'usedUp';
  return 'live';
}

/** A datetime-local field is Bangladesh time: '2026-12-31T23:59' <-> an ISO moment. */
const DHAKA_MS = 6 * 3_600_000;
const toIso = (local: string) => (local ? new Date(`${local}:00+06:00`).toISOString() : null);
const toLocal = (iso: string | null) => (iso ? new Date(Date.parse(iso) + DHAKA_MS).toISOString().slice(0, 16) : '');
/** A whole number typed in a field, or null when it is empty. */
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

type PromoField = 'code' | 'percent' | 'fixed' | 'min_order' | 'max_uses' | 'max_uses_per_user' | 'starts_at' | 'expires_at';
type FieldText = (field: PromoField) => string | null;

/** The fields a 400 named (its field codes), each worded from the catalogue: the server's English is not shown. */
function useFieldText(error: unknown): FieldText {
  const { t } = useAdminTranslation();
  const named = error instanceof ApiError && error.code === 'validation_error' ? error.fieldCodes : {};
  return (field) => (named[field] ? t(`promo.fieldErrors.${field}`) : null);
}

/**
 * /admin/promo-codes: every code with its uses and limits; a code's detail with who used it; for roles with
 * promo.change, creating a code, changing its limits and dates, and ending it early.
 */
export default function PromoCodesPage() {
  const { t, i18n } = useAdminTranslation();
  const list = usePromoCodes();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'promo.change');
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffPromo | null>(null);
  const [ending, setEnding] = useState<StaffPromo | null>(null);
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const end = useEndPromo();
  const language = toLanguage(i18n.language);

  if (list.error) return <PageError error={list.error} retry={() => void list.refetch()} />;
  const value = (promo: StaffPromo) => (promo.kind === 'percent' ? `${formatNumber(promo.value, language)}%` : formatTaka(promo.value, language));
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');

  return (
    <Page
      title={t('promo.title')}
      intro={t('promo.intro')}
      actions={
        mayChange && (
          <button type="button" className={buttonClass('primary')} onClick={() => (setMessage(null), setCreating(true))}>
            {t('promo.create')}
          </button>
        )
      }
    >
      {message && <Notice announce tone="success">{message}</Notice>}
      {list.isPending ? (
        <PageStatus title={t('promo.loading')} busy />
      ) : list.data.length === 0 ? (
        <PageStatus title={t('promo.empty')} />
      ) : (
        <DataTable label={t('promo.tableLabel')}>
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className={CELL}>{t('promo.code')}</th>
              <th scope="col" className={CELL}>{t('promo.discount')}</th>
              <th scope="col" className={CELL}>{t('promo.minOrder')}</th>
              <th scope="col" className={CELL}>{t('promo.uses')}</th>
              <th scope="col" className={CELL}>{t('promo.perCustomer')}</th>
              <th scope="col" className={CELL}>{t('promo.dates')}</th>
              <th scope="col" className={CELL}>{t('promo.state')}</th>
              <th scope="col" className={CELL}>{t('promo.actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {list.data.map((promo) => {
              const state = stateOf(promo);
              return (
                <tr key={promo.code}>
                  <th scope="row" className={`${CELL} font-mono font-semibold`}>{promo.code}</th>
                  <td className={`${CELL} whitespace-nowrap`}>{value(promo)}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{promo.min_order > 0 ? formatTaka(promo.min_order, language) : '—'}</td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    {promo.max_uses === null ? t('promo.usesNoLimit', { used: promo.used_count }) : t('promo.usesOf', { used: promo.used_count, max: promo.max_uses })}
                  </td>
                  <td className={CELL}>{promo.max_uses_per_user === null ? '—' : formatNumber(promo.max_uses_per_user, language)}</td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    {!promo.starts_at && !promo.expires_at && '—'}
                    {promo.starts_at && <span className="block">{t('promo.from', { when: when(promo.starts_at) })}</span>}
                    {promo.expires_at && <span className="block">{t('promo.until', { when: when(promo.expires_at) })}</span>}
                  </td>
                  <td className={CELL}>
                    <StatusBadge tone={STATE_TONE[state]}>{t(`promo.states.${state}`)}</StatusBadge>
                  </td>
                  <td className={CELL}>
                    <div className="flex flex-wrap gap-1.5 xl:flex-nowrap">
                      <button type="button" className={SMALL_BUTTON} aria-expanded={open === promo.code} onClick={() => setOpen(open === promo.code ? null : promo.code)} aria-label={t('promo.usesOfCode', { code: promo.code })}>
                        {t('promo.whoUsed')}
                      </button>
                      {mayChange && (
                        <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setEditing(promo))} aria-label={t('promo.editCode', { code: promo.code })}>
                          {t('promo.edit')}
                        </button>
                      )}
                      {mayChange && promo.active && (
                        <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setEnding(promo))} aria-label={t('promo.endCode', { code: promo.code })}>
                          {t('promo.end')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      {open && <Redemptions code={open} />}
      {creating && <CreatePromo onClose={() => setCreating(false)} onDone={(code) => (setCreating(false), setMessage(t('promo.created', { code })))} />}
      {editing && <EditPromo promo={editing} onClose={() => setEditing(null)} onDone={() => (setEditing(null), setMessage(t('promo.saved', { code: editing.code })))} />}
      <ConfirmDialog
        open={ending !== null}
        title={t('promo.endTitle', { code: ending?.code ?? '' })}
        message={t('promo.endText')}
        confirmLabel={t('promo.end')}
        cancelLabel={t('promo.cancel')}
        busy={end.isPending}
        busyLabel={t('promo.working')}
        error={end.error ? errorText(t, end.error) : null}
        onCancel={() => (end.reset(), setEnding(null))}
        onConfirm={() => ending && end.mutate(ending.code, { onSuccess: () => (setMessage(t('promo.ended', { code: ending.code })), setEnding(null)) })}
      />
    </Page>
  );
}

/** Who used a code: customer, order, when. */
function Redemptions({ code }: { code: string }) {
  const { t, i18n } = useAdminTranslation();
  const detail = usePromoCode(code);
  return (
    <section aria-labelledby="promo-redemptions" className="flex flex-col gap-3">
      <h2 id="promo-redemptions" className="text-lg font-semibold text-slate-900">
        {t('promo.redemptionsTitle', { code })}
      </h2>
      {detail.error ? (
        <Notice announce tone="error">{errorText(t, detail.error)}</Notice>
      ) : detail.isPending ? (
        <PageStatus title={t('promo.loading')} busy />
      ) : detail.data.redemptions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('promo.noRedemptions')}</p>
      ) : (
        <DataTable labelledBy="promo-redemptions">
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className={CELL}>{t('promo.customer')}</th>
              <th scope="col" className={CELL}>{t('promo.order')}</th>
              <th scope="col" className={CELL}>{t('promo.when')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {detail.data.redemptions.map((r) => (
              <tr key={r.order_number}>
                <th scope="row" className={`${CELL} font-normal`}>
                  <Link to={`/admin/customers?id=${r.customer_id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                    {r.customer_name}
                  </Link>
                  <span className="block break-all text-slate-600">{r.customer_email}</span>
                </th>
                <td className={`${CELL} font-mono`}>
                  <Link to={`/admin/orders/${r.order_number}`} className="text-blue-700 underline">
                    {r.order_number}
                  </Link>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(r.at, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

function FormFooter({ onClose, busy, label }: { onClose: () => void; busy: boolean; label: string }) {
  const { t } = useAdminTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onClose} disabled={busy} className={buttonClass('secondary')}>
        {t('promo.cancel')}
      </button>
      <button type="submit" disabled={busy} className={buttonClass('primary')}>
        {busy ? t('promo.working') : label}
      </button>
    </div>
  );
}

function CreatePromo({ onClose, onDone }: { onClose: () => void; onDone: (code: string) => void }) {
  const { t } = useAdminTranslation();
  const create = useCreatePromo();
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const fieldText = useFieldText(create.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const amount = Number(text('value'));
    const input: StaffPromoInput = {
      code: text('code'),
      ...(kind === 'percent' ? { percent: amount } : { fixed: amount }),
      ...(text('min_order') ? { min_order: Number(text('min_order')) } : {}),
      ...(text('max_uses') ? { max_uses: Number(text('max_uses')) } : {}),
      ...(text('max_uses_per_user') ? { max_uses_per_user: Number(text('max_uses_per_user')) } : {}),
      ...(text('starts_at') ? { starts_at: toIso(text('starts_at'))! } : {}),
      ...(text('expires_at') ? { expires_at: toIso(text('expires_at'))! } : {}),
    };
    create.mutate(input, { onSuccess: (answer) => onDone(answer.promo_code.code) });
  };

  return (
    <Dialog open onClose={() => !create.isPending && onClose()} title={t('promo.createTitle')} size="md" closeLabel={t('promo.cancel')} closeOnBackdrop={false}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField label={t('promo.code')} name="code" required maxLength={40} pattern="[A-Za-z0-9_\-]{3,40}" hint={t('promo.codeHint')} error={fieldText('code')} />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('promo.kind')}</legend>
          {(['percent', 'fixed'] as const).map((k) => (
            <label key={k} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="size-4 accent-brand-600" />
              {t(`promo.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={kind === 'percent' ? t('promo.percent') : t('promo.fixed')}
          name="value"
          type="number"
          required
          min={kind === 'percent' ? 1 : 0.01}
          max={kind === 'percent' ? 100 : undefined}
          step={kind === 'percent' ? 1 : 0.01}
          error={fieldText('percent') ?? fieldText('fixed')}
        />
        <LimitFields fieldText={fieldText} />
        {create.error && <Notice announce tone="error">{errorText(t, create.error, { conflict: t('promo.exists') })}</Notice>}
        <FormFooter onClose={onClose} busy={create.isPending} label={t('promo.create')} />
      </form>
    </Dialog>
  );
}

/** Minimum order, uses, per customer, start and end: the fields of creating and of editing. */
function LimitFields({ fieldText, promo }: { fieldText: FieldText; promo?: StaffPromo }) {
  const { t } = useAdminTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t('promo.minOrderTaka')} name="min_order" type="number" min={0} step={0.01} defaultValue={promo ? String(promo.min_order) : ''} error={fieldText('min_order')} />
      <TextField
        label={t('promo.maxUses')}
        name="max_uses"
        type="number"
        min={promo ? Math.max(1, promo.used_count) : 1}
        step={1}
        hint={promo ? t('promo.maxUsesHint', { used: promo.used_count }) : t('promo.emptyNoLimit')}
        defaultValue={promo?.max_uses ?? ''}
        error={fieldText('max_uses')}
      />
      <TextField label={t('promo.maxPerCustomer')} name="max_uses_per_user" type="number" min={1} step={1} hint={t('promo.emptyNoLimit')} defaultValue={promo?.max_uses_per_user ?? ''} error={fieldText('max_uses_per_user')} />
      <span aria-hidden="true" className="hidden sm:block" />
      <TextField label={t('promo.startsAt')} name="starts_at" type="datetime-local" hint={t('promo.dhakaTime')} defaultValue={toLocal(promo?.starts_at ?? null)} error={fieldText('starts_at')} />
      <TextField label={t('promo.expiresAt')} name="expires_at" type="datetime-local" hint={t('promo.dhakaTime')} defaultValue={toLocal(promo?.expires_at ?? null)} error={fieldText('expires_at')} />
    </div>
  );
}

function EditPromo({ promo, onClose, onDone }: { promo: StaffPromo; onClose: () => void; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const change = useChangePromo();
  const fieldText = useFieldText(change.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const patch: PromoChange = {
      min_order: text('min_order') ? Number(text('min_order')) : 0,
      max_uses: wholeOrNull(text('max_uses')),
      max_uses_per_user: wholeOrNull(text('max_uses_per_user')),
      starts_at: toIso(text('starts_at')),
      expires_at: toIso(text('expires_at')),
    };
    change.mutate({ code: promo.code, change: patch }, { onSuccess: onDone });
  };

  return (
    <Dialog open onClose={() => !change.isPending && onClose()} title={t('promo.editTitle', { code: promo.code })} size="md" closeLabel={t('promo.cancel')} closeOnBackdrop={false}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('promo.editText')}</p>
        <LimitFields fieldText={fieldText} promo={promo} />
        {change.error && <Notice announce tone="error">{errorText(t, change.error)}</Notice>}
        <FormFooter onClose={onClose} busy={change.isPending} label={t('promo.save')} />
      </form>
    </Dialog>
  );
}
