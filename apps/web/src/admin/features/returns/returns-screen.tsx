import { useState } from 'react';
import { AdminReturnQuerySchema, RETURN_STATUSES, type AdminReturn, type ReturnStatus } from '@shop/shared';
import { Field } from '../../../components/ui/field';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useDecideReturn, useReturnsQueue, type ReturnDecision } from '../../api/returns';
import { errorText } from '../../components/error-text';
import { ConfirmAction } from '../../kit/confirm-action';
import { SELECT } from '../../kit/controls';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { ReasonDialog } from '../../kit/reason-dialog';
import { useUrlFilters } from '../../kit/url-filters';
import { useAdminTranslation } from '../../i18n/i18n';
import { ReturnRow } from './return-row';

const STATUS_LABEL = {
  requested: 'returns.statusRequested',
  approved: 'returns.statusApproved',
  rejected: 'returns.statusRejected',
  refunded: 'returns.statusRefunded',
} as const;
const DONE = { approve: 'approved', reject: 'rejected', refund: 'refunded' } as const;
const FILTERS = AdminReturnQuerySchema.pick({ status: true, page: true });

/** Return requests by status, oldest waiting first: approve, reject with a reason, refund (routes/returns.tsx). */
export function ReturnsScreen() {
  const { t, i18n } = useAdminTranslation();
  const { filters, show } = useUrlFilters(FILTERS);
  const queue = useReturnsQueue(filters);
  const decide = useDecideReturn();
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<AdminReturn | null>(null);
  const [refunding, setRefunding] = useState<AdminReturn | null>(null);
  const taka = (amount: number) => formatTaka(amount, toLanguage(i18n.language));

  const go = (next: Partial<typeof filters>) => (show(next), setMessage(null));
  const wording = (error: unknown) => (error instanceof ApiError && error.code === 'invalid_transition' ? t('returns.decidedAlready') : errorText(t, error));
  const done = (record: AdminReturn, action: ReturnDecision['action']) => setMessage({ tone: 'success', text: t(`returns.done.${DONE[action]}`, { name: record.product_name }) });
  const approve = (record: AdminReturn) => {
    setMessage(null);
    decide.mutate({ id: record.id, action: 'approve' }, { onSuccess: () => done(record, 'approve'), onError: (error) => setMessage({ tone: 'error', text: wording(error) }) });
  };
  const reject = (reason: string) => {
    if (!rejecting) return;
    const record = rejecting;
    setMessage(null);
    decide.mutate({ id: record.id, action: 'reject', reason }, { onSuccess: () => (setRejecting(null), done(record, 'reject')) });
  };
  const ask = (open: (record: AdminReturn) => void) => (record: AdminReturn) => (decide.reset(), open(record));

  return (
    <ListPage
      title={t('returns.title')}
      intro={t('returns.intro')}
      filters={
        <Field label={t('returns.status')} className="self-start">
          {(control) => (
            <select {...control} className={SELECT} value={filters.status} onChange={(event) => go({ status: event.target.value as ReturnStatus })}>
              {RETURN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(STATUS_LABEL[status])}
                </option>
              ))}
            </select>
          )}
        </Field>
      }
      notice={message && <Notice announce tone={message.tone}>{message.text}</Notice>}
      query={queue}
      loading={t('returns.loading')}
      empty={(data) => (data.returns.length === 0 ? t('returns.empty') : null)}
      pager={{
        of: (data) => data,
        words: 'returns',
        onPage: (page) => go({ page }),
      }}
      after={
        <>
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
            onConfirm={reject}
            onCancel={() => setRejecting(null)}
          />
          <ConfirmAction
            target={refunding}
            mutation={decide}
            variables={(record) => ({ id: record.id, action: 'refund' as const })}
            title={(record) => t('returns.refundTitle', { name: record.product_name, amount: taka(record.refund_amount) })}
            message={t('returns.refundText')}
            confirmLabel={t('returns.refund')}
            busyLabel={t('returns.working')}
            cancelLabel={t('returns.cancel')}
            failure={wording}
            onDone={(record) => done(record, 'refund')}
            onClose={() => setRefunding(null)}
          />
        </>
      }
    >
      {(data) => (
        <DataTable label={t('returns.tableLabel')}>
          <TableHead columns={[t('returns.item'), t('returns.order'), t('returns.reason'), t('returns.decision')]} />
          <tbody className="divide-y divide-slate-200">
            {data.returns.map((record) => (
              <ReturnRow key={record.id} record={record} disabled={decide.isPending} onApprove={() => approve(record)} onReject={() => ask(setRejecting)(record)} onRefund={() => ask(setRefunding)(record)} />
            ))}
          </tbody>
        </DataTable>
      )}
    </ListPage>
  );
}
