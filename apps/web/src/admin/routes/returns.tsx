import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ONE_SIZE, RETURN_STATUSES, type AdminReturn, type ReturnStatus } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import { ApiError } from '../../lib/api-client';
import { formatTaka, toLanguage } from '../../lib/format';
import { useDecideReturn, useReturnsQueue, type ReturnDecision, type ReturnFilters } from '../api/returns';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { Pager } from '../kit/pager';
import { ReasonDialog } from '../kit/reason-dialog';
import { useAdminTranslation } from '../i18n/i18n';
import { DataTable, TABLE_HEAD } from '../kit/data-table';

const STATUS_LABEL = {
  requested: 'returns.statusRequested',
  approved: 'returns.statusApproved',
  rejected: 'returns.statusRejected',
  refunded: 'returns.statusRefunded',
} as const;
const STATUS_TONE = { requested: 'yellow', approved: 'blue', rejected: 'red', refunded: 'green' } as const;
const DONE = { approve: 'approved', reject: 'rejected', refund: 'refunded' } as const;
const SELECT = 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40';
const SMALL = 'inline-flex h-9 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const APPROVE = `${SMALL} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-500`;
const REJECT = `${SMALL} border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600`;

function filtersOf(params: URLSearchParams): ReturnFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (RETURN_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReturnStatus) : 'requested',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

type Message = { tone: 'error' | 'success'; text: string } | null;

/**
 * /admin/returns (docs/product/back-office-payments-and-returns.md): return requests waiting for a decision,
 * oldest first, with the item, its order, the shopper and their reason; approve, reject with a reason the shopper
 * reads, and refund an approved one once the item is back. Decided returns can be browsed by status.
 */
export default function ReturnsPage() {
  const { t, i18n } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const queue = useReturnsQueue(filters);
  const decide = useDecideReturn();
  const [message, setMessage] = useState<Message>(null);
  const [rejecting, setRejecting] = useState<AdminReturn | null>(null);
  const [refunding, setRefunding] = useState<AdminReturn | null>(null);
  const statusId = useId();
  const language = toLanguage(i18n.language);
  const taka = (amount: number) => formatTaka(amount, language);

  const show = (next: Partial<ReturnFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status !== 'requested') search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
    setMessage(null);
  };

  const wording = (error: unknown) => (error instanceof ApiError && error.code === 'invalid_transition' ? t('returns.decidedAlready') : errorText(t, error));
  const run = (record: AdminReturn, decision: ReturnDecision, close?: () => void) => {
    setMessage(null);
    decide.mutate(decision, {
      onSuccess: () => {
        close?.();
        setMessage({ tone: 'success', text: t(`returns.done.${DONE[decision.action]}`, { name: record.product_name }) });
      },
      onError: close ? undefined : (error) => setMessage({ tone: 'error', text: wording(error) }),
    });
  };

  if (queue.error && !queue.data) return <PageError error={queue.error} retry={() => void queue.refetch()} />;
  const th = 'px-3 py-2';
  const td = 'px-3 py-3 align-top';

  return (
    <Page title={t('returns.title')} intro={t('returns.intro')}>
      <div className="flex flex-col gap-1 self-start">
        <label htmlFor={statusId} className="text-sm font-medium text-slate-700">
          {t('returns.status')}
        </label>
        <select id={statusId} className={SELECT} value={filters.status} onChange={(event) => show({ status: event.target.value as ReturnStatus })}>
          {RETURN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABEL[status])}
            </option>
          ))}
        </select>
      </div>

      {message && <Notice announce tone={message.tone}>{message.text}</Notice>}

      {queue.isPending ? (
        <PageStatus title={t('returns.loading')} busy />
      ) : queue.data.returns.length === 0 ? (
        <PageStatus title={t('returns.empty')} />
      ) : (
        <>
          <DataTable label={t('returns.tableLabel')}>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={th}>{t('returns.item')}</th>
                <th scope="col" className={th}>{t('returns.order')}</th>
                <th scope="col" className={th}>{t('returns.reason')}</th>
                <th scope="col" className={th}>{t('returns.decision')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {queue.data.returns.map((record) => {
                const labels = { name: record.product_name, number: record.order_number };
                return (
                  <tr key={record.id}>
                    <th scope="row" className={`${td} min-w-52 font-normal`}>
                      <div className="flex gap-3">
                        <img src={record.image} alt="" className="size-14 shrink-0 rounded-md border border-slate-200 object-cover" />
                        <div className="min-w-0">
                          <span className="block font-semibold break-words text-slate-900">{record.product_name}</span>
                          <span className="block text-slate-600">
                            {record.size !== ONE_SIZE && <>{t('returns.size', { size: record.size })} · </>}
                            {t('returns.quantity', { count: record.quantity })} · {t('returns.unitPrice', { price: taka(record.price) })}
                          </span>
                          <span className="block text-slate-600">{t('returns.refundAmount', { amount: taka(record.refund_amount) })}</span>
                        </div>
                      </div>
                    </th>
                    <td className={`${td} min-w-44`}>
                      <span className="block font-medium whitespace-nowrap text-slate-900">{record.order_number}</span>
                      <span className="block break-words text-slate-700">{record.customer_name}</span>
                      <span className="block text-slate-600">{formatDateTime(record.requested_at, i18n.language)}</span>
                    </td>
                    <td className={`${td} max-w-72 min-w-40 break-words whitespace-pre-line text-slate-800`}>{record.reason}</td>
                    <td className={`${td} min-w-36`}>
                      <StatusBadge tone={STATUS_TONE[record.status]}>{t(`returns.statuses.${record.status}`)}</StatusBadge>
                      {record.decision_reason && <p className="mt-1 max-w-60 break-words whitespace-pre-line text-slate-700">{record.decision_reason}</p>}
                      <div className="mt-2 flex flex-wrap gap-2">
                        {record.status === 'requested' && (
                          <>
                            <button type="button" className={APPROVE} disabled={decide.isPending} aria-label={t('returns.approveLabel', labels)} onClick={() => run(record, { id: record.id, action: 'approve' })}>
                              {t('returns.approve')}
                            </button>
                            <button
                              type="button"
                              className={REJECT}
                              disabled={decide.isPending}
                              aria-label={t('returns.rejectLabel', labels)}
                              onClick={() => {
                                decide.reset();
                                setRejecting(record);
                              }}
                            >
                              {t('returns.reject')}
                            </button>
                          </>
                        )}
                        {record.status === 'approved' && (
                          <button
                            type="button"
                            className={buttonClass('secondary')}
                            disabled={decide.isPending}
                            aria-label={t('returns.refundLabel', labels)}
                            onClick={() => {
                              decide.reset();
                              setRefunding(record);
                            }}
                          >
                            {t('returns.refund')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
          <Pager
            page={queue.data.page}
            limit={queue.data.limit}
            total={queue.data.total}
            label={(page, pages) => t('returns.pageOf', { page, pages, total: queue.data.total })}
            previousLabel={t('returns.previous')}
            nextLabel={t('returns.next')}
            onPage={(page) => show({ page })}
          />
        </>
      )}

      <ReasonDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        title={t('returns.rejectTitle', { name: rejecting?.product_name ?? '' })}
        text={t('returns.rejectText')}
        label={t('returns.reasonLabel')}
        hint={t('returns.reasonHint')}
        invalidText={t('returns.reasonInvalid')}
        confirmLabel={t('returns.reject')}
        busyLabel={t('returns.working')}
        cancelLabel={t('returns.cancel')}
        busy={decide.isPending}
        error={rejecting && decide.error ? wording(decide.error) : null}
        onConfirm={(reason) => rejecting && run(rejecting, { id: rejecting.id, action: 'reject', reason }, () => setRejecting(null))}
        onCancel={() => setRejecting(null)}
      />
      <ConfirmDialog
        open={refunding !== null}
        title={t('returns.refundTitle', { name: refunding?.product_name ?? '', amount: refunding ? taka(refunding.refund_amount) : '' })}
        message={t('returns.refundText')}
        confirmLabel={t('returns.refund')}
        cancelLabel={t('returns.cancel')}
        busy={decide.isPending}
        busyLabel={t('returns.working')}
        error={refunding && decide.error ? wording(decide.error) : null}
        onConfirm={() => refunding && run(refunding, { id: refunding.id, action: 'refund' }, () => setRefunding(null))}
        onCancel={() => setRefunding(null)}
      />
    </Page>
  );
}
