import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGE_STATUSES, type AdminMessage, type MessageStatus } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import { ApiError } from '../../lib/api-client';
import { useMessages, useResendMessage, type MessageFilters } from '../api/messages';
import { may, useStaffMe } from '../api/session';
import { CELL, DataTable, TABLE_HEAD } from '../kit/data-table';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { Pager } from '../kit/pager';
import { StatusSearchBar } from '../kit/status-search-bar';
import { useAdminTranslation } from '../i18n/i18n';

const STATUS_LABEL = {
  queued: 'messages.statusQueued',
  sending: 'messages.statusSending',
  sent: 'messages.statusSent',
  failed: 'messages.statusFailed',
  cancelled: 'messages.statusCancelled',
  skipped: 'messages.statusSkipped',
} as const;
const STATUS_TONE = { queued: 'yellow', sending: 'blue', sent: 'green', failed: 'red', cancelled: 'gray', skipped: 'gray' } as const;

/** The list's status, words and page, kept in the address so a view can be reloaded and shared. */
function filtersOf(params: URLSearchParams): MessageFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim();
  return {
    ...((MESSAGE_STATUSES as readonly string[]).includes(status ?? '') ? { status: status as MessageStatus } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(q ? { q } : {}),
  };
}

type Notice = { tone: 'error' | 'success'; text: string } | null;

/**
 * /admin/messages (docs/product/messages.md): the e-mails and SMS the shop writes shoppers, newest first: what was
 * sent and where, what waits, what failed and why (the peer's last answer, the attempts); filtered by status and
 * searched by order number, e-mail or phone. Staff who may resend one get a Resend button.
 */
export default function MessagesPage() {
  const { t, i18n } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const list = useMessages(filters);
  const resend = useResendMessage();
  const [notice, setNotice] = useState<Notice>(null);
  const mayResend = may(me, 'messages.resend');
  const when = (value: string) => formatDateTime(value, i18n.language);

  const show = (next: Partial<MessageFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
    setNotice(null);
  };
  const resendOne = (message: AdminMessage) => {
    setNotice(null);
    resend.mutate(message.id, {
      onSuccess: () => setNotice({ tone: 'success', text: t('messages.resent') }),
      onError: (error) => setNotice({ tone: 'error', text: error instanceof ApiError && error.code === 'conflict' ? t('messages.resendRefused') : errorText(t, error) }),
    });
  };

  if (list.error && !list.data) return <PageError error={list.error} retry={() => void list.refetch()} />;
  return (
    <Page title={t('messages.title')} intro={t('messages.intro')}>
      <StatusSearchBar
        status={{
          label: t('messages.status'),
          value: filters.status ?? '',
          options: [{ value: '', label: t('messages.allStatuses') }, ...MESSAGE_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) }))],
          onChange: (status) => show({ status: status || undefined }),
        }}
        search={{ label: t('messages.search'), hint: t('messages.searchHint'), button: t('messages.searchButton'), value: filters.q, onSearch: (q) => show({ q }) }}
      />

      {notice && <Notice announce tone={notice.tone}>{notice.text}</Notice>}

      {list.isPending ? (
        <PageStatus title={t('messages.loading')} busy />
      ) : list.data.messages.length === 0 ? (
        <PageStatus title={t('messages.empty')} />
      ) : (
        <>
          <DataTable label={t('messages.tableLabel')} busy={list.isFetching}>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={CELL}>{t('messages.when')}</th>
                <th scope="col" className={CELL}>{t('messages.customer')}</th>
                <th scope="col" className={CELL}>{t('messages.message')}</th>
                <th scope="col" className={CELL}>{t('messages.state')}</th>
                <th scope="col" className={CELL}>{t('messages.details')}</th>
                {mayResend && <th scope="col" className={CELL}>{t('messages.actions')}</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.data.messages.map((message) => (
                <tr key={message.id} className="align-top">
                  <td className={`${CELL} whitespace-nowrap text-slate-600`}>{when(message.created_at)}</td>
                  <td className={`${CELL} min-w-52`}>
                    <div className="font-medium text-slate-900">{message.customer.name}</div>
                    <div className="wrap-anywhere text-slate-600">{message.customer.email}</div>
                  </td>
                  <td className={`${CELL} min-w-56 max-w-md`}>
                    <div className="font-medium text-slate-900">
                      {t(`messages.kinds.${message.kind}`)} · {message.channel === 'email' ? t('messages.channelEmail') : t('messages.channelSms')}
                      {message.resend_of && <span className="ml-2 text-xs font-normal text-slate-600">({t('messages.resendOf')})</span>}
                    </div>
                    <div className="text-slate-700" lang={message.language ?? undefined}>{message.subject}</div>
                  </td>
                  <td className={CELL}>
                    <StatusBadge tone={STATUS_TONE[message.status]}>{t(STATUS_LABEL[message.status])}</StatusBadge>
                  </td>
                  <td className={`${CELL} min-w-56 max-w-sm text-slate-700`}>
                    {message.recipient && <div>{t('messages.sentTo', { recipient: message.recipient })}</div>}
                    {message.sent_at && <div>{t('messages.sentAt', { when: when(message.sent_at) })}</div>}
                    {message.status === 'skipped' ? (
                      message.last_error && <div className="break-words">{t('messages.skippedWhy', { reason: message.last_error })}</div>
                    ) : (
                      <>
                        {message.attempts > 0 && <div>{t('messages.attempts', { count: message.attempts })}</div>}
                        {message.status === 'queued' && message.attempts > 0 && <div>{t('messages.nextAttempt', { when: when(message.next_attempt_at) })}</div>}
                        {message.last_error && <div className="break-words text-red-700">{t('messages.lastError', { error: message.last_error })}</div>}
                      </>
                    )}
                  </td>
                  {mayResend && (
                    <td className={CELL}>
                      {message.can_resend && (
                        <button
                          type="button"
                          className={buttonClass('secondary')}
                          aria-label={t('messages.resendLabel', { what: t(`messages.kinds.${message.kind}`), name: message.customer.name })}
                          disabled={resend.isPending}
                          onClick={() => resendOne(message)}
                        >
                          {resend.isPending && resend.variables === message.id ? t('messages.resending') : t('messages.resend')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            page={list.data.page}
            limit={list.data.limit}
            total={list.data.total}
            label={(page, pages) => t('messages.pageOf', { page, pages, total: list.data.total })}
            previousLabel={t('messages.previous')}
            nextLabel={t('messages.next')}
            onPage={(page) => show({ page })}
          />
        </>
      )}
    </Page>
  );
}
