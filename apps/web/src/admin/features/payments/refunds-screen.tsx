import { useState } from 'react';
import { AdminRefundQuerySchema, REFUND_STATES, STATUS_WORDS, type AdminRefund } from '@shop/shared';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useRefunds, useRetryRefund } from '../../api/online-payments';
import { may, useStaffMe } from '../../api/session';
import { ConfirmAction } from '../../kit/confirm-action';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { useUrlFilters } from '../../kit/url-filters';
import { useAdminTranslation } from '../../i18n/i18n';
import { useOnlineWording } from './online-wording';
import { PaymentListFilters } from './payment-list-filters';
import { RefundRow } from './refund-row';

const FILTERS = AdminRefundQuerySchema.pick({ state: true, q: true, page: true });

/** Refunds, newest first, through the gateway or by hand; a failed one can be tried again (routes/payment-refunds.tsx). */
export function RefundsScreen() {
  const { t, i18n } = useAdminTranslation();
  const { filters, show } = useUrlFilters(FILTERS);
  const list = useRefunds(filters);
  const retry = useRetryRefund();
  const maySend = may(useStaffMe().data, 'refunds.send');
  const wording = useOnlineWording();
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [retrying, setRetrying] = useState<AdminRefund | null>(null);
  const go = (next: Partial<typeof filters>) => (show(next), setMessage(null));

  return (
    <ListPage
      title={t('refunds.title')}
      intro={t('refunds.intro')}
      filters={
        <PaymentListFilters
          label={t('onlinePayments.state')}
          value={filters.state}
          choices={REFUND_STATES}
          word={(state) => t(`${STATUS_WORDS.backOffice.refund}.${state}`)}
          onChoose={(state) => go({ state })}
          hint={t('refunds.searchHint')}
          q={filters.q}
          onSearch={(q) => go({ q })}
        />
      }
      notice={message && <Notice announce tone={message.tone}>{message.text}</Notice>}
      query={list}
      loading={t('refunds.loading')}
      empty={(data) => (data.refunds.length === 0 ? t('refunds.empty') : null)}
      pager={{ of: (data) => data, words: 'refunds', onPage: (page) => go({ page }) }}
      after={
        <ConfirmAction
          target={retrying}
          mutation={retry}
          variables={(refund) => refund.id}
          title={(refund) => t('refunds.retryTitle', { number: refund.order_number, amount: formatTaka(refund.amount, toLanguage(i18n.language)) })}
          message={t('refunds.retryText')}
          confirmLabel={t('refunds.retry')}
          busyLabel={t('onlinePayments.working')}
          cancelLabel={t('onlinePayments.cancel')}
          failure={wording}
          onDone={(refund) => setMessage({ tone: 'success', text: t('refunds.retried', { number: refund.order_number }) })}
          onClose={() => setRetrying(null)}
        />
      }
    >
      {(data) => (
        <DataTable label={t('refunds.tableLabel')} busy={list.isPlaceholderData}>
          <TableHead columns={[t('onlinePayments.order'), t('onlinePayments.state'), t('refunds.refundId'), t('onlinePayments.when'), t('onlinePayments.actions')]} />
          <tbody className="divide-y divide-slate-200">
            {data.refunds.map((refund) => (
              <RefundRow key={refund.id} refund={refund} disabled={retry.isPending} mayRetry={maySend} onRetry={() => (retry.reset(), setMessage(null), setRetrying(refund))} />
            ))}
          </tbody>
        </DataTable>
      )}
    </ListPage>
  );
}
