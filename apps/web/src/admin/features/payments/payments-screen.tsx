import { useState } from 'react';
import { AdminProofQuerySchema, PROOF_STATUSES, type AdminProof } from '@shop/shared';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useDecideProof, useProofQueue } from '../../api/payments';
import { errorText } from '../../components/error-text';
import { ListPage } from '../../kit/list-page';
import { ReasonDialog } from '../../kit/reason-dialog';
import { StatusSearchBar } from '../../kit/status-search-bar';
import { useUrlFilters } from '../../kit/url-filters';
import { useAdminTranslation } from '../../i18n/i18n';
import { PaymentTabs } from './payment-tabs';
import { ProofCard } from './proof-card';

const STATUS_LABEL = { submitted: 'payments.statusSubmitted', paid: 'payments.statusPaid', rejected: 'payments.statusRejected' } as const;
const FILTERS = AdminProofQuerySchema.pick({ status: true, q: true, page: true });

/** Payment proofs by status and words, oldest waiting first: approve, or reject with a reason (routes/payments.tsx). */
export function PaymentsScreen() {
  const { t } = useAdminTranslation();
  const { filters, show } = useUrlFilters(FILTERS);
  const queue = useProofQueue(filters);
  const decide = useDecideProof();
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<AdminProof | null>(null);

  const go = (next: Partial<typeof filters>) => (show(next), setMessage(null));
  const wording = (error: unknown) => (error instanceof ApiError && error.code === 'conflict' ? t('payments.decidedAlready') : errorText(t, error));
  const approve = (proof: AdminProof) => {
    setMessage(null);
    decide.mutate(
      { id: proof.id, decision: 'approve' },
      { onSuccess: () => setMessage({ tone: 'success', text: t('payments.approved', { number: proof.order_number }) }), onError: (error) => setMessage({ tone: 'error', text: wording(error) }) },
    );
  };
  const reject = (reason: string) => {
    if (!rejecting) return;
    const proof = rejecting;
    setMessage(null);
    decide.mutate(
      { id: proof.id, decision: 'reject', reason },
      { onSuccess: () => (setRejecting(null), setMessage({ tone: 'success', text: t('payments.rejected', { number: proof.order_number }) })) },
    );
  };

  return (
    <ListPage
      title={t('payments.title')}
      intro={t('payments.intro')}
      filters={
        <>
          <PaymentTabs />
          <StatusSearchBar
            status={{
              label: t('payments.status'),
              value: filters.status,
              options: PROOF_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })),
              onChange: (status) => go({ status: status || 'submitted' }),
            }}
            search={{ label: t('payments.search'), hint: t('payments.searchHint'), button: t('payments.searchButton'), value: filters.q, onSearch: (q) => go({ q }) }}
          />
        </>
      }
      notice={message && <Notice announce tone={message.tone}>{message.text}</Notice>}
      query={queue}
      loading={t('payments.loading')}
      empty={(data) => (data.proofs.length === 0 ? t('payments.empty') : null)}
      pager={{
        of: (data) => data,
        words: 'payments',
        onPage: (page) => go({ page }),
      }}
      after={
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
          error={decide.error && rejecting ? wording(decide.error) : null}
          onConfirm={reject}
          onCancel={() => setRejecting(null)}
        />
      }
    >
      {(data) => (
        <ul aria-label={t('payments.listLabel')} className="flex flex-col gap-4">
          {data.proofs.map((proof) => (
            <li key={proof.id}>
              <ProofCard
                proof={proof}
                busy={decide.isPending && decide.variables?.id === proof.id}
                disabled={decide.isPending}
                onApprove={() => approve(proof)}
                onReject={() => (decide.reset(), setRejecting(proof))}
              />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
