import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BOOKABLE_COURIERS, CourierPayoutQuerySchema, type BookableCourier, type CourierCashAnswer } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { formatTaka, toLanguage } from '../../../lib/format';
import { ApiError } from '../../api/client';
import { useAwaitingCash, useCourierCash, useImportPayouts } from '../../api/courier-cash';
import { may, useStaffMe } from '../../api/session';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { useUrlFilters } from '../../kit/url-filters';
import { useAdminTranslation } from '../../i18n/i18n';
import { PaymentTabs } from './payment-tabs';
import { td } from './row-classes';

const FILTERS = CourierPayoutQuerySchema.pick({ courier: true, page: true });
const COURIER_NAMES = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' } as const;
const FIELD = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';

/**
 * Cash from couriers (routes/courier-cash.tsx): per courier what delivered parcels collected less charges against
 * the payouts recorded, Steadfast's own balance, a courier's CSV uploaded, and the parcels whose cash has not arrived.
 */
export function CourierCashScreen() {
  const { t } = useAdminTranslation();
  const { filters, show } = useUrlFilters(FILTERS);
  const list = useAwaitingCash(filters);
  const summary = useCourierCash();
  const mayRecord = may(useStaffMe().data, 'courier_cash.record');
  const courierId = useId();
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string; rows?: string[] } | null>(null);
  const go = (next: Partial<typeof filters>) => (show(next), setMessage(null));

  return (
    <ListPage
      title={t('courierCash.title')}
      intro={t('courierCash.intro')}
      filters={
        <>
          <PaymentTabs />
          {summary.data && <CashSummary answer={summary.data} />}
          {mayRecord && <CsvUpload onResult={setMessage} />}
          <div className="flex flex-col text-sm">
            <label htmlFor={courierId} className="font-medium">{t('courierCash.courier')}</label>
            <select id={courierId} className={`${FIELD} w-48`} value={filters.courier ?? ''} onChange={(e) => go({ courier: (e.target.value || undefined) as BookableCourier | undefined, page: 1 })}>
              <option value="">{t('courierCash.anyCourier')}</option>
              {BOOKABLE_COURIERS.map((c) => <option key={c} value={c}>{COURIER_NAMES[c]}</option>)}
            </select>
          </div>
        </>
      }
      notice={message && (
        <Notice announce tone={message.tone}>
          {message.text}
          {message.rows && <ul className="mt-1 list-disc pl-5">{message.rows.map((row) => <li key={row}>{row}</li>)}</ul>}
        </Notice>
      )}
      query={list}
      loading={t('courierCash.loading')}
      empty={(data) => (data.parcels.length === 0 ? t('courierCash.empty') : null)}
      pager={{ of: (data) => data, words: 'courierCash', onPage: (page) => go({ page }) }}
    >
      {(data) => <AwaitingTable data={data} busy={list.isPlaceholderData} />}
    </ListPage>
  );
}

function CashSummary({ answer }: { answer: CourierCashAnswer }) {
  const { t, i18n } = useAdminTranslation();
  const taka = (n: number) => formatTaka(n, toLanguage(i18n.language));
  return (
    <div className="space-y-2">
      <h2 className="text-base font-semibold">{t('courierCash.summary')}</h2>
      <DataTable label={t('courierCash.summary')}>
        <TableHead columns={[t('courierCash.courier'), t('courierCash.parcels'), t('courierCash.collected'), t('courierCash.charges'), t('courierCash.due'), t('courierCash.paidOut'), t('courierCash.awaiting'), t('courierCash.difference')]} />
        <tbody className="divide-y divide-slate-200">
          {answer.couriers.map((c) => (
            <tr key={c.courier}>
              <th scope="row" className={`${td} text-left font-semibold`}>{COURIER_NAMES[c.courier]}</th>
              <td className={td}>{c.parcels}</td>
              <td className={td}>{taka(c.collected)}</td>
              <td className={td}>{taka(c.charges)}</td>
              <td className={`${td} font-semibold`}>{taka(c.due)}</td>
              <td className={td}>{taka(c.paid_out)}</td>
              <td className={td}>{taka(c.awaiting)} <span className="text-slate-600">({t('courierCash.parcelCount', { count: c.awaiting_parcels })})</span></td>
              <td className={`${td} ${c.difference === 0 ? '' : 'font-semibold text-red-700'}`}>{taka(c.difference)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className="text-sm text-slate-700">
        {answer.steadfast_balance === null ? t('courierCash.balanceUnknown') : t('courierCash.balance', { amount: taka(answer.steadfast_balance) })}
      </p>
    </div>
  );
}

function CsvUpload({ onResult }: { onResult: (message: { tone: NoticeTone; text: string; rows?: string[] }) => void }) {
  const { t } = useAdminTranslation();
  const upload = useImportPayouts();
  const courierId = useId();
  const fileId = useId();
  const [courier, setCourier] = useState<BookableCourier>('steadfast');
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return onResult({ tone: 'error', text: t('courierCash.chooseFile') });
    upload.mutate(
      { courier, file },
      {
        onSuccess: (answer) =>
          onResult({ tone: 'success', text: answer.recorded.length === 0 ? t('courierCash.unchanged') : t('courierCash.recorded', { count: answer.recorded.length, parcels: answer.parcels }) }),
        onError: (error) =>
          onResult({
            tone: 'error',
            text: t('courierCash.rejected'),
            rows: error instanceof ApiError ? Object.entries(error.fields).map(([key, text]) => (key.startsWith('row ') ? text : `${key}: ${text}`)) : undefined,
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${fileId}-title`} className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-3">
      <h2 id={`${fileId}-title`} className="w-full text-base font-semibold">{t('courierCash.upload')}</h2>
      <p className="w-full text-sm text-slate-700">{t('courierCash.uploadHint')}</p>
      <div className="flex flex-col text-sm">
        <label htmlFor={courierId} className="font-medium">{t('courierCash.uploadCourier')}</label>
        <select id={courierId} className={FIELD} value={courier} onChange={(e) => setCourier(e.target.value as BookableCourier)}>
          {BOOKABLE_COURIERS.map((c) => <option key={c} value={c}>{COURIER_NAMES[c]}</option>)}
        </select>
      </div>
      <div className="flex flex-col text-sm">
        <label htmlFor={fileId} className="font-medium">{t('courierCash.file')}</label>
        <input id={fileId} type="file" accept=".csv,text/csv" className="text-sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      <button type="submit" className={buttonClass('primary')} disabled={upload.isPending}>
        {upload.isPending ? t('courierCash.uploading') : t('courierCash.uploadButton')}
      </button>
    </form>
  );
}

function AwaitingTable({ data, busy }: { data: NonNullable<ReturnType<typeof useAwaitingCash>['data']>; busy: boolean }) {
  const { t, i18n } = useAdminTranslation();
  const taka = (n: number) => formatTaka(n, toLanguage(i18n.language));
  return (
    <DataTable label={t('courierCash.awaitingTable')} busy={busy}>
      <TableHead columns={[t('courierCash.order'), t('courierCash.courier'), t('courierCash.collected'), t('courierCash.charges'), t('courierCash.due'), t('courierCash.since')]} />
      <tbody className="divide-y divide-slate-200">
        {data.parcels.map((p) => (
          <tr key={p.invoice + p.courier}>
            <th scope="row" className={`${td} text-left font-normal`}>
              <Link to={`/admin/orders/${encodeURIComponent(p.order_number)}`} className="font-semibold text-brand-700 underline">{p.order_number}</Link>
              {p.state === 'partly_delivered' && <span className="block text-slate-600">{t('courierCash.partly')}</span>}
            </th>
            <td className={td}>{COURIER_NAMES[p.courier]}<span className="block font-mono text-xs text-slate-600">{p.consignment_id}</span></td>
            <td className={td}>{taka(p.collected)}</td>
            <td className={td}>{taka(p.charge)}</td>
            <td className={`${td} font-semibold`}>{taka(p.due)}</td>
            <td className={td}>{p.days_since_delivery === null ? t('courierCash.unknownDay') : t('courierCash.days', { count: p.days_since_delivery })}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
