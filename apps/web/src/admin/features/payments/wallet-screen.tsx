import { useState } from 'react';
import { AdminWalletQuerySchema, STATUS_WORDS, WALLET_MATCHES, type AdminWalletTransaction } from '@shop/shared';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useResolveWallet, useWalletMoney } from '../../api/online-payments';
import { may, useStaffMe } from '../../api/session';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { ReasonDialog } from '../../kit/reason-dialog';
import { useUrlFilters } from '../../kit/url-filters';
import { useAdminTranslation } from '../../i18n/i18n';
import { useOnlineWording } from './online-wording';
import { PaymentListFilters } from './payment-list-filters';
import { WalletRow } from './wallet-row';

const FILTERS = AdminWalletQuerySchema.pick({ match: true, q: true, page: true });

/** Money received on the shop's wallet numbers, newest first, with the proof each settled or nearly matches; near and unmatched ones can be marked resolved (routes/wallet-money.tsx). */
export function WalletScreen() {
  const { t, i18n } = useAdminTranslation();
  const { filters, show } = useUrlFilters(FILTERS);
  const list = useWalletMoney(filters);
  const resolve = useResolveWallet();
  const mayDecide = may(useStaffMe().data, 'payments.decide');
  const wording = useOnlineWording();
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [resolving, setResolving] = useState<AdminWalletTransaction | null>(null);
  const go = (next: Partial<typeof filters>) => (show(next), setMessage(null));
  const confirm = (reason: string) => {
    if (!resolving) return;
    const trx = resolving.trx_id;
    resolve.mutate({ id: resolving.id, reason }, { onSuccess: () => (setResolving(null), setMessage({ tone: 'success', text: t('walletMoney.resolved', { trx }) })) });
  };

  return (
    <ListPage
      title={t('walletMoney.title')}
      intro={t('walletMoney.intro')}
      filters={
        <PaymentListFilters
          label={t('walletMoney.match')}
          value={filters.match}
          choices={WALLET_MATCHES}
          word={(match) => t(`${STATUS_WORDS.backOffice.match}.${match}`)}
          onChoose={(match) => go({ match })}
          hint={t('walletMoney.searchHint')}
          q={filters.q}
          onSearch={(q) => go({ q })}
        />
      }
      notice={message && <Notice announce tone={message.tone}>{message.text}</Notice>}
      query={list}
      loading={t('walletMoney.loading')}
      empty={(data) => (data.transactions.length === 0 ? t('walletMoney.empty') : null)}
      pager={{ of: (data) => data, words: 'walletMoney', onPage: (page) => go({ page }) }}
      after={
        <ReasonDialog
          key={resolving?.id ?? 'none'}
          open={resolving !== null}
          title={t('walletMoney.resolveTitle', { trx: resolving?.trx_id ?? '', amount: resolving ? formatTaka(resolving.amount, toLanguage(i18n.language)) : '' })}
          text={t('walletMoney.resolveText')}
          label={t('walletMoney.note')}
          hint={t('onlinePayments.reasonHint')}
          invalidText={t('onlinePayments.reasonInvalid')}
          confirmLabel={t('walletMoney.resolve')}
          busyLabel={t('onlinePayments.working')}
          cancelLabel={t('onlinePayments.cancel')}
          busy={resolve.isPending}
          error={resolving && resolve.error ? wording(resolve.error) : null}
          onConfirm={confirm}
          onCancel={() => setResolving(null)}
        />
      }
    >
      {(data) => (
        <DataTable label={t('walletMoney.tableLabel')} busy={list.isPlaceholderData}>
          <TableHead columns={[t('walletMoney.trxId'), t('onlinePayments.amount'), t('walletMoney.received'), t('walletMoney.match'), t('onlinePayments.actions')]} />
          <tbody className="divide-y divide-slate-200">
            {data.transactions.map((transaction) => (
              <WalletRow key={transaction.id} transaction={transaction} mayResolve={mayDecide} disabled={resolve.isPending} onResolve={() => (resolve.reset(), setMessage(null), setResolving(transaction))} />
            ))}
          </tbody>
        </DataTable>
      )}
    </ListPage>
  );
}
