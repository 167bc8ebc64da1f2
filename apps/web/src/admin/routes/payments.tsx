import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROOF_STATUSES, type AdminProof, type ProofStatus } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import { ApiError } from '../../lib/api-client';
import { formatTaka, toLanguage } from '../../lib/format';
import { useDecideProof, useProofQueue, type ProofFilters } from '../api/payments';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { Pager } from '../kit/pager';
import { ReasonDialog } from '../kit/reason-dialog';
import { StatusSearchBar } from '../kit/status-search-bar';
import { useAdminTranslation } from '../i18n/i18n';

const STATUS_LABEL = { submitted: 'payments.statusSubmitted', paid: 'payments.statusPaid', rejected: 'payments.statusRejected' } as const;
const STATUS_TONE = { submitted: 'yellow', paid: 'green', rejected: 'red' } as const;

/** The queue's status, words and page, kept in the address so a view can be reloaded and shared. */
function filtersOf(params: URLSearchParams): ProofFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim();
  return {
    status: (PROOF_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProofStatus) : 'submitted',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(q ? { q } : {}),
  };
}

type Message = { tone: 'error' | 'success'; text: string } | null;

/**
 * /admin/payments (docs/product/back-office-payments-and-returns.md): the payment proofs waiting for a decision,
 * oldest first, each with its screenshot large enough to read (a click enlarges it), the amount sent beside the
 * order's total, the sender and the transaction ID with a warning when another order gave it too; approve, or
 * reject with a reason the shopper reads. Decided proofs can be browsed by status.
 */
export default function PaymentsPage() {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const queue = useProofQueue(filters);
  const decide = useDecideProof();
  const [message, setMessage] = useState<Message>(null);
  const [rejecting, setRejecting] = useState<AdminProof | null>(null);

  const show = (next: Partial<ProofFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status !== 'submitted') search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
    setMessage(null);
  };

  const failed = (error: unknown) =>
    setMessage({ tone: 'error', text: error instanceof ApiError && error.code === 'conflict' ? t('payments.decidedAlready') : errorText(t, error) });
  const approve = (proof: AdminProof) => {
    setMessage(null);
    decide.mutate(
      { id: proof.id, decision: 'approve' },
      { onSuccess: () => setMessage({ tone: 'success', text: t('payments.approved', { number: proof.order_number }) }), onError: failed },
    );
  };
  const reject = (reason: string) => {
    if (!rejecting) return;
    const proof = rejecting;
    setMessage(null);
    decide.mutate(
      { id: proof.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          setMessage({ tone: 'success', text: t('payments.rejected', { number: proof.order_number }) });
        },
      },
    );
  };

  if (queue.error && !queue.data) return <PageError error={queue.error} retry={() => void queue.refetch()} />;
  return (
    <Page title={t('payments.title')} intro={t('payments.intro')}>
      <StatusSearchBar
        status={{
          label: t('payments.status'),
          value: filters.status,
          options: PROOF_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })),
          onChange: (status) => show({ status: status || 'submitted' }),
        }}
        search={{ label: t('payments.search'), hint: t('payments.searchHint'), button: t('payments.searchButton'), value: filters.q, onSearch: (q) => show({ q }) }}
      />

      {message && <Notice announce tone={message.tone}>{message.text}</Notice>}

      {queue.isPending ? (
        <PageStatus title={t('payments.loading')} busy />
      ) : queue.data.proofs.length === 0 ? (
        <PageStatus title={t('payments.empty')} />
      ) : (
        <>
          <ul aria-label={t('payments.listLabel')} className="flex flex-col gap-4">
            {queue.data.proofs.map((proof) => (
              <li key={proof.id}>
                <ProofCard
                  proof={proof}
                  busy={decide.isPending && decide.variables?.id === proof.id}
                  disabled={decide.isPending}
                  onApprove={() => approve(proof)}
                  onReject={() => {
                    decide.reset();
                    setRejecting(proof);
                  }}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={queue.data.page}
            limit={queue.data.limit}
            total={queue.data.total}
            label={(page, pages) => t('payments.pageOf', { page, pages, total: queue.data.total })}
            previousLabel={t('payments.previous')}
            nextLabel={t('payments.next')}
            onPage={(page) => show({ page })}
          />
        </>
      )}

      <ReasonDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        title={t('payments.rejectTitle', { number: rejecting?.order_number ?? '' })}
        text={t('payments.rejectText')}
        label={t('payments.reason')}
        hint={t('payments.reasonHint')}
        invalidText={t('payments.reasonInvalid')}
        confirmLabel={t('payments.reject')}
        busyLabel={t('payments.rejecting')}
        cancelLabel={t('payments.cancel')}
        busy={decide.isPending}
        error={decide.error && rejecting ? (decide.error instanceof ApiError && decide.error.code === 'conflict' ? t('payments.decidedAlready') : errorText(t, decide.error)) : null}
        onConfirm={reject}
        onCancel={() => setRejecting(null)}
      />
    </Page>
  );
}

interface CardProps {
  proof: AdminProof;
  busy: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}

function ProofCard({ proof, busy, disabled, onApprove, onReject }: CardProps) {
  const { t, i18n } = useAdminTranslation();
  const headingId = useId();
  const [enlarged, setEnlarged] = useState(false);
  const language = toLanguage(i18n.language);
  const taka = (amount: number) => formatTaka(amount, language);
  const term = 'text-xs font-medium tracking-wide text-slate-600 uppercase';
  const value = 'text-sm text-slate-900 break-words';
  const screenshotAlt = t('payments.screenshot', { number: proof.order_number });
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex justify-center">
        {proof.screenshot_url ? (
          <button
            type="button"
            onClick={() => setEnlarged(true)}
            aria-label={t('payments.enlarge', { number: proof.order_number })}
            className="block cursor-zoom-in overflow-hidden rounded-md border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <img src={proof.screenshot_url} alt={screenshotAlt} className="max-h-[28rem] w-full object-contain" />
          </button>
        ) : (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t('payments.noScreenshot')}</p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold break-all text-slate-900">
            {t('payments.proofOf', { number: proof.order_number })}
          </h2>
          <StatusBadge tone={STATUS_TONE[proof.status]} className="capitalize">{t(`payments.statuses.${proof.status}`)}</StatusBadge>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
          <div>
            <dt className={term}>{t('payments.orderTotal')}</dt>
            <dd className="text-base font-semibold text-slate-900">{taka(proof.order_total)}</dd>
          </div>
          <div>
            <dt className={term}>{t('payments.amount')}</dt>
            <dd className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
              {taka(proof.amount)}
              {proof.amount_mismatch && <StatusBadge tone="red">{t('payments.mismatch')}</StatusBadge>}
            </dd>
          </div>
          <div>
            <dt className={term}>{t('payments.method')}</dt>
            <dd className={value}>{t(`payments.methods.${proof.payment_method}`)}</dd>
          </div>
          <div>
            <dt className={term}>{t('payments.sender')}</dt>
            <dd className={value}>
              <span className="block font-medium">{proof.sender_number}</span>
              <span className="block">{proof.sender_name}</span>
            </dd>
          </div>
          <div>
            <dt className={term}>{t('payments.transactionId')}</dt>
            <dd className={`${value} font-mono`}>{proof.transaction_id}</dd>
          </div>
          <div>
            <dt className={term}>{t('payments.paymentDate')}</dt>
            <dd className={value}>{proof.payment_date}</dd>
          </div>
          <div>
            <dt className={term}>{t('payments.submittedAt')}</dt>
            <dd className={value}>{formatDateTime(proof.submitted_at, i18n.language)}</dd>
          </div>
          {proof.decided_at && (
            <div>
              <dt className={term}>{t('payments.decidedAt')}</dt>
              <dd className={value}>{formatDateTime(proof.decided_at, i18n.language)}</dd>
            </div>
          )}
          {proof.reject_reason && (
            <div className="sm:col-span-2 xl:col-span-3">
              <dt className={term}>{t('payments.rejectReason')}</dt>
              <dd className={`${value} whitespace-pre-line`}>{proof.reject_reason}</dd>
            </div>
          )}
        </dl>
        {proof.duplicates.length > 0 && (
          <div role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">{t('payments.duplicate')}</p>
            <ul className="mt-1 list-disc pl-5">
              {proof.duplicates.map((other) => (
                <li key={other.proof_id}>{t('payments.duplicateOrder', { number: other.order_number, status: t(`payments.statuses.${other.status}`) })}</li>
              ))}
            </ul>
          </div>
        )}
        {proof.status === 'submitted' && proof.order_status === 'cancelled' && <p className="text-sm text-slate-700">{t('payments.orderCancelled')}</p>}
        {proof.status === 'submitted' && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('primary')} disabled={disabled} onClick={onApprove} aria-label={t('payments.approveLabel', { number: proof.order_number })}>
              {busy ? t('payments.approving') : t('payments.approve')}
            </button>
            <button
              type="button"
              className="inline-flex h-10 items-center justify-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60"
              disabled={disabled}
              onClick={onReject}
              aria-label={t('payments.rejectLabel', { number: proof.order_number })}
            >
              {t('payments.reject')}
            </button>
          </div>
        )}
      </div>
      {proof.screenshot_url && (
        <Dialog open={enlarged} onClose={() => setEnlarged(false)} title={screenshotAlt} placement="full" tone="dark" closeLabel={t('payments.close')}>
          <img src={proof.screenshot_url} alt={screenshotAlt} className="mx-auto max-h-[calc(100dvh-8rem)] w-auto object-contain" />
        </Dialog>
      )}
    </article>
  );
}
