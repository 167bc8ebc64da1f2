import { useState } from 'react';
import { AdminAttemptQuerySchema, ATTEMPT_STATES, STATUS_WORDS, type AdminAttempt, type AttemptState } from '@shop/shared';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useAttemptAction, useAttempts } from '../../api/online-payments';
import { may, useStaffMe } from '../../api/session';
import { ConfirmAction } from '../../kit/confirm-action';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { ReasonDialog } from '../../kit/reason-dialog';
import { useUrlFilters } from '../../kit/url-filters';
import { useAdminTranslation } from '../../i18n/i18n';
import { AttemptRow } from './attempt-row';
import { useOnlineWording } from './online-wording';
import { PaymentListFilters } from './payment-list-filters';

const FILTERS = AdminAttemptQuerySchema.pick({ state: true, q: true, page: true });

/** The gateways' payments, newest first: check one with its gateway, accept or refuse a held one (routes/payment-attempts.tsx). */
export function AttemptsScreen() {
  const { t, i18n } = useAdminTranslation();
  const { filters, show } = useUrlFilters(FILTERS);
  const list = useAttempts(filters);
  const act = useAttemptAction();
  const mayDecide = may(useStaffMe().data, 'payments.decide');
  const wording = useOnlineWording();
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [asking, setAsking] = useState<{ attempt: AdminAttempt; action: 'check' | 'accept' } | null>(null);
  const [refusing, setRefusing] = useState<AdminAttempt | null>(null);
  const taka = (amount: number) => formatTaka(amount, toLanguage(i18n.language));
  const stateWord = (state: AttemptState) => t(`${STATUS_WORDS.backOffice.attempt}.${state}`);

  const go = (next: Partial<typeof filters>) => (show(next), setMessage(null));
  const open = (attempt: AdminAttempt, action: 'check' | 'accept' | 'refuse') => {
    act.reset();
    setMessage(null);
    if (action === 'refuse') setRefusing(attempt);
    else setAsking({ attempt, action });
  };
  const refuse = (reason: string) => {
    if (!refusing) return;
    const number = refusing.order_number;
    act.mutate({ id: refusing.id, action: 'refuse', reason }, { onSuccess: () => (setRefusing(null), setMessage({ tone: 'success', text: t('gatewayPayments.refused', { number }) })) });
  };

  return (
    <ListPage
      title={t('gatewayPayments.title')}
      intro={t('gatewayPayments.intro')}
      filters={
        <PaymentListFilters
          label={t('onlinePayments.state')}
          value={filters.state}
          choices={ATTEMPT_STATES}
          word={stateWord}
          onChoose={(state) => go({ state })}
          hint={t('gatewayPayments.searchHint')}
          q={filters.q}
          onSearch={(q) => go({ q })}
        />
      }
      notice={message && <Notice announce tone={message.tone}>{message.text}</Notice>}
      query={list}
      loading={t('gatewayPayments.loading')}
      empty={(data) => (data.attempts.length === 0 ? t('gatewayPayments.empty') : null)}
      pager={{ of: (data) => data, words: 'gatewayPayments', onPage: (page) => go({ page }) }}
      after={
        <>
          <ConfirmAction
            target={asking}
            mutation={act}
            variables={({ attempt, action }) => ({ id: attempt.id, action })}
            title={({ attempt, action }) =>
              action === 'check'
                ? t('gatewayPayments.checkTitle', { number: attempt.order_number, gateway: t(`onlinePayments.gateways.${attempt.gateway}`) })
                : t('gatewayPayments.acceptTitle', { number: attempt.order_number, amount: taka(attempt.amount) })
            }
            message={asking?.action === 'accept' ? t('gatewayPayments.acceptText') : t('gatewayPayments.checkText')}
            confirmLabel={asking?.action === 'accept' ? t('gatewayPayments.accept') : t('gatewayPayments.check')}
            busyLabel={t('onlinePayments.working')}
            cancelLabel={t('onlinePayments.cancel')}
            failure={wording}
            onDone={({ attempt, action }, answer) =>
              setMessage({
                tone: 'success',
                text:
                  action === 'check'
                    ? t('gatewayPayments.checked', { number: attempt.order_number, state: stateWord(answer.attempt.state) })
                    : t('gatewayPayments.accepted', { number: attempt.order_number }),
              })
            }
            onClose={() => setAsking(null)}
          />
          <ReasonDialog
            key={refusing?.id ?? 'none'}
            open={refusing !== null}
            title={t('gatewayPayments.refuseTitle', { number: refusing?.order_number ?? '' })}
            text={t('gatewayPayments.refuseText')}
            label={t('gatewayPayments.reason')}
            hint={t('onlinePayments.reasonHint')}
            invalidText={t('onlinePayments.reasonInvalid')}
            confirmLabel={t('gatewayPayments.refuse')}
            busyLabel={t('onlinePayments.working')}
            cancelLabel={t('onlinePayments.cancel')}
            busy={act.isPending}
            error={refusing && act.error ? wording(act.error) : null}
            onConfirm={refuse}
            onCancel={() => setRefusing(null)}
          />
        </>
      }
    >
      {(data) => (
        <DataTable label={t('gatewayPayments.tableLabel')} busy={list.isPlaceholderData}>
          <TableHead columns={[t('onlinePayments.order'), t('onlinePayments.state'), t('gatewayPayments.ids'), t('onlinePayments.when'), t('onlinePayments.actions')]} />
          <tbody className="divide-y divide-slate-200">
            {data.attempts.map((attempt) => (
              <AttemptRow
                key={attempt.id}
                attempt={attempt}
                mayDecide={mayDecide}
                disabled={act.isPending}
                onCheck={() => open(attempt, 'check')}
                onAccept={() => open(attempt, 'accept')}
                onRefuse={() => open(attempt, 'refuse')}
              />
            ))}
          </tbody>
        </DataTable>
      )}
    </ListPage>
  );
}
