import { useState } from 'react';
import type { StaffAccount, StaffRole } from '@shop/shared';
import { Notice, type NoticeTone } from '../../../components/ui/notice';
import { useStaffMe } from '../../api/session';
import { useChangeStaff, useNewStaffLink, useSignOutStaff, useStaffList } from '../../api/staff';
import { CopyLink } from '../../components/copy-link';
import { errorText } from '../../components/error-text';
import { ConfirmAction } from '../../kit/confirm-action';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { useAdminTranslation } from '../../i18n/i18n';
import { AddStaffForm } from './add-staff-form';
import { StaffRow, type AskKind } from './staff-row';

/** An action that asks first, and whom it is about. */
type Asking = { kind: AskKind; account: StaffAccount };

/** The server's link as the person must open it: a path from the server is made whole with this address. */
const wholeLink = (link: string) => (link.startsWith('/') ? `${window.location.origin}${link}` : link);

const CONFIRM = {
  disable: { title: 'staff.confirmDisableTitle', text: 'staff.confirmDisableText' },
  enable: { title: 'staff.confirmEnableTitle', text: 'staff.confirmEnableText' },
  link: { title: 'staff.confirmLinkTitle', text: 'staff.confirmLinkText' },
  'sign-out': { title: 'staff.confirmSignOutTitle', text: 'staff.confirmSignOutText' },
} as const;

/** Every staff account with its role, codes and actions, and adding one (routes/staff.tsx). */
export function StaffScreen() {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const list = useStaffList();
  const change = useChangeStaff();
  const newLink = useNewStaffLink();
  const signOut = useSignOutStaff();
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [shownLink, setShownLink] = useState<{ name: string; link: string } | null>(null);

  const saved = () => setMessage({ tone: 'success', text: t('staff.saved') });
  const changeAccount = (account: StaffAccount, patch: { role?: StaffRole; totp_required?: boolean }) => {
    setMessage(null);
    change.mutate({ id: account.id, change: patch }, { onSuccess: saved, onError: (error) => setMessage({ tone: 'error', text: errorText(t, error) }) });
  };
  /** The question, when it is one of `kinds`: each kind's change owns its dialog. */
  const asked = (...kinds: AskKind[]) => (asking && kinds.includes(asking.kind) ? asking : null);
  const question = {
    title: ({ kind, account }: Asking) => t(CONFIRM[kind].title, { name: account.name }),
    message: asking ? t(CONFIRM[asking.kind].text, { name: asking.account.name }) : '',
    confirmLabel: t('staff.confirm'),
    busyLabel: t('staff.working'),
    cancelLabel: t('staff.cancel'),
    onClose: () => setAsking(null),
  };

  return (
    <ListPage
      title={t('staff.title')}
      intro={t('staff.intro')}
      notice={
        <>
          {shownLink && <CopyLink name={shownLink.name} link={shownLink.link} onDone={() => setShownLink(null)} />}
          {message && <Notice announce tone={message.tone}>{message.text}</Notice>}
        </>
      }
      query={list}
      loading={t('staff.loading')}
      empty={(accounts) => (accounts.length === 0 ? t('staff.empty') : null)}
      after={
        <>
          <AddStaffForm onAdded={(name, link) => (link ? setShownLink({ name, link: wholeLink(link) }) : setMessage({ tone: 'success', text: t('staff.added', { name }) }))} />
          <ConfirmAction {...question} target={asked('disable', 'enable')} mutation={change} variables={({ kind, account }) => ({ id: account.id, change: { disabled: kind === 'disable' } })} onDone={saved} />
          <ConfirmAction
            {...question}
            target={asked('link')}
            mutation={newLink}
            variables={({ account }) => account.id}
            onDone={(_, answer) => answer.link && setShownLink({ name: answer.account.name, link: wholeLink(answer.link) })}
          />
          <ConfirmAction
            {...question}
            target={asked('sign-out')}
            mutation={signOut}
            variables={({ account }) => account.id}
            onDone={({ account }) => setMessage({ tone: 'success', text: t('staff.signedOut', { name: account.name }) })}
          />
        </>
      }
    >
      {(accounts) => (
        <DataTable label={t('staff.tableLabel')}>
          <TableHead columns={[t('staff.name'), t('staff.role'), t('staff.status'), t('staff.codes'), t('staff.lastSignIn'), t('staff.actions')]} />
          <tbody className="divide-y divide-slate-200">
            {accounts.map((account) => (
              <StaffRow
                key={account.id}
                account={account}
                self={account.id === me?.id}
                changing={change.isPending && change.variables.id === account.id ? change.variables.change : null}
                busy={change.isPending}
                onChange={(patch) => changeAccount(account, patch)}
                onAsk={(kind) => (setMessage(null), setAsking({ kind, account }))}
              />
            ))}
          </tbody>
        </DataTable>
      )}
    </ListPage>
  );
}
