import { useState, type FormEvent } from 'react';
import { dhakaMinute, fromDhakaMinute, type PromoChange, type StaffPromo, type StaffPromoInput } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useChangePromo, useCreatePromo } from '../../api/promo-codes';
import { errorText } from '../../components/error-text';
import { useAdminTranslation } from '../../i18n/i18n';

// A datetime-local field is Bangladesh time (dhakaMinute, fromDhakaMinute).
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

/** Creating a code: its kind and amount, and its limits. */
export function CreatePromo({ onClose, onDone }: { onClose: () => void; onDone: (code: string) => void }) {
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
      ...(text('starts_at') ? { starts_at: fromDhakaMinute(text('starts_at')) } : {}),
      ...(text('expires_at') ? { expires_at: fromDhakaMinute(text('expires_at')) } : {}),
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
      <TextField label={t('promo.startsAt')} name="starts_at" type="datetime-local" hint={t('promo.dhakaTime')} defaultValue={promo?.starts_at ? dhakaMinute(promo.starts_at) : ''} error={fieldText('starts_at')} />
      <TextField label={t('promo.expiresAt')} name="expires_at" type="datetime-local" hint={t('promo.dhakaTime')} defaultValue={promo?.expires_at ? dhakaMinute(promo.expires_at) : ''} error={fieldText('expires_at')} />
    </div>
  );
}

/** Changing a code's limits and dates (its amount stays). */
export function EditPromo({ promo, onClose, onDone }: { promo: StaffPromo; onClose: () => void; onDone: () => void }) {
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
      starts_at: text('starts_at') ? fromDhakaMinute(text('starts_at')) : null,
      expires_at: text('expires_at') ? fromDhakaMinute(text('expires_at')) : null,
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
