import { useState } from 'react';
import { AdminMessageQuerySchema, MESSAGE_STATUSES, type AdminMessage } from '@shop/shared';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useMessages, useResendMessage } from '../../api/messages';
import { may, useStaffMe } from '../../api/session';
import { errorText } from '../../components/error-text';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { StatusSearchBar } from '../../kit/status-search-bar';
import { useUrlFilters } from '../../kit/url-filters';
import { useAdminTranslation } from '../../i18n/i18n';
import { MessageRow, STATUS_LABEL } from './message-row';

const FILTERS = AdminMessageQuerySchema.pick({ status: true, q: true, page: true });

/** The shop's e-mails and SMS, newest first, by status and words, with Resend for staff who may (routes/messages.tsx). */
export function MessagesScreen() {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const { filters, show } = useUrlFilters(FILTERS);
  const list = useMessages(filters);
  const resend = useResendMessage();
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const mayResend = may(me, 'messages.resend');

  const go = (next: Partial<typeof filters>) => {
    show(next);
    setNotice(null);
  };
  const resendOne = (message: AdminMessage) => {
    setNotice(null);
    resend.mutate(message.id, {
      onSuccess: () => setNotice({ tone: 'success', text: t('messages.resent') }),
      onError: (error) => setNotice({ tone: 'error', text: error instanceof ApiError && error.code === 'conflict' ? t('messages.resendRefused') : errorText(t, error) }),
    });
  };

  return (
    <ListPage
      title={t('messages.title')}
      intro={t('messages.intro')}
      filters={
        <StatusSearchBar
          status={{
            label: t('messages.status'),
            value: filters.status ?? '',
            options: [{ value: '', label: t('messages.allStatuses') }, ...MESSAGE_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) }))],
            onChange: (status) => go({ status: status || undefined }),
          }}
          search={{ label: t('messages.search'), hint: t('messages.searchHint'), button: t('messages.searchButton'), value: filters.q, onSearch: (q) => go({ q }) }}
        />
      }
      notice={notice && <Notice announce tone={notice.tone}>{notice.text}</Notice>}
      query={list}
      loading={t('messages.loading')}
      empty={(data) => (data.messages.length === 0 ? t('messages.empty') : null)}
      pager={{
        of: (data) => data,
        words: 'messages',
        onPage: (page) => go({ page }),
      }}
    >
      {(data) => (
        <DataTable label={t('messages.tableLabel')} busy={list.isFetching}>
          <TableHead
            columns={[
              t('messages.when'),
              t('messages.customer'),
              t('messages.message'),
              t('messages.state'),
              t('messages.details'),
              mayResend && t('messages.actions'),
            ]}
          />
          <tbody className="divide-y divide-slate-200">
            {data.messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                resend={mayResend ? { busy: resend.isPending && resend.variables === message.id, disabled: resend.isPending, onResend: () => resendOne(message) } : null}
              />
            ))}
          </tbody>
        </DataTable>
      )}
    </ListPage>
  );
}
