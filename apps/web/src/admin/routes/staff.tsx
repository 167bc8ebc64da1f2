import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffAccount, type StaffRole } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageStatus } from '../../components/ui/page-status';
import { useStaffMe } from '../api/session';
import { useAddStaff, useChangeStaff, useNewStaffLink, useSignOutStaff, useStaffList } from '../api/staff';
import { CopyLink } from '../components/copy-link';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { TextField } from '../../components/ui/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { DataTable, TABLE_HEAD } from '../kit/data-table';
import { SMALL_BUTTON } from '../kit/controls';

type Message = { tone: 'error' | 'success'; text: string } | null;
/** An action that asks first. */
type Asking = { kind: 'disable' | 'enable' | 'link' | 'sign-out'; account: StaffAccount } | null;
type ShownLink = { name: string; link: string } | null;

/** The server's link as the person must open it: a path from the server is made whole with this address. */
const wholeLink = (link: string) => (link.startsWith('/') ? `${window.location.origin}${link}` : link);

const SELECT = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40';

/**
 * /admin/staff (owners): every staff account with its role, status, one-time codes and last sign-in; adding
 * one (with a password, or a one-time link to hand over), changing a role, disabling and enabling, asking for
 * one-time codes, a new sign-in link, and signing someone out. Refusals (the last owner) are said plainly.
 */
export default function StaffPage() {
  const { t, i18n } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const list = useStaffList();
  const change = useChangeStaff();
  const newLink = useNewStaffLink();
  const signOut = useSignOutStaff();
  const [message, setMessage] = useState<Message>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [shownLink, setShownLink] = useState<ShownLink>(null);

  if (list.error) return <PageError error={list.error} retry={() => void list.refetch()} />;

  const failed = (error: unknown) => setMessage({ tone: 'error', text: errorText(t, error) });
  const saved = () => setMessage({ tone: 'success', text: t('staff.saved') });

  const changeAccount = (account: StaffAccount, patch: { role?: StaffRole; totp_required?: boolean }) => {
    setMessage(null);
    change.mutate({ id: account.id, change: patch }, { onSuccess: saved, onError: failed });
  };

  const confirmBusy = change.isPending || newLink.isPending || signOut.isPending;
  const confirm = () => {
    if (!asking) return;
    const { kind, account } = asking;
    const close = () => setAsking(null);
    setMessage(null);
    if (kind === 'disable' || kind === 'enable') {
      change.mutate({ id: account.id, change: { disabled: kind === 'disable' } }, { onSuccess: () => (saved(), close()) });
    } else if (kind === 'link') {
      newLink.mutate(account.id, {
        onSuccess: (answer) => {
          close();
          if (answer.link) setShownLink({ name: answer.account.name, link: wholeLink(answer.link) });
        },
      });
    } else {
      signOut.mutate(account.id, { onSuccess: () => (setMessage({ tone: 'success', text: t('staff.signedOut', { name: account.name }) }), close()) });
    }
  };
  const confirmError = asking ? (asking.kind === 'link' ? newLink.error : asking.kind === 'sign-out' ? signOut.error : change.error) : null;
  const resetConfirm = () => {
    change.reset();
    newLink.reset();
    signOut.reset();
    setAsking(null);
  };

  return (
    <Page title={t('staff.title')} intro={t('staff.intro')}>
      {shownLink && <CopyLink name={shownLink.name} link={shownLink.link} onDone={() => setShownLink(null)} />}
      {message && <Notice announce tone={message.tone}>{message.text}</Notice>}

      {list.isPending ? (
        <PageStatus title={t('staff.loading')} busy />
      ) : list.data.length === 0 ? (
        <PageStatus title={t('staff.empty')} />
      ) : (
        <DataTable label={t('staff.tableLabel')}>
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className="px-3 py-2">{t('staff.name')}</th>
              <th scope="col" className="px-3 py-2">{t('staff.role')}</th>
              <th scope="col" className="px-3 py-2">{t('staff.status')}</th>
              <th scope="col" className="px-3 py-2">{t('staff.codes')}</th>
              <th scope="col" className="px-3 py-2">{t('staff.lastSignIn')}</th>
              <th scope="col" className="px-3 py-2">{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {list.data.map((account) => {
              const self = account.id === me?.id;
              // While a change of this row is on its way, its controls show what was asked for.
              const asked = change.isPending && change.variables.id === account.id ? change.variables.change : {};
              const status = account.disabled ? t('staff.disabled') : account.has_password ? t('staff.active') : t('staff.waitingForLink');
              const codes = !account.totp_required ? t('staff.codesOff') : account.totp_enrolled ? t('staff.codesOn') : t('staff.codesAsked');
              return (
                <tr key={account.id} className={account.disabled ? 'bg-slate-50 text-slate-500' : undefined}>
                  <th scope="row" className="min-w-40 px-3 py-2 align-top font-normal">
                    <span className="block font-semibold text-slate-900">
                      {account.name} {self && <span className="font-normal text-slate-600">{t('staff.you')}</span>}
                    </span>
                    <span className="block break-words text-slate-600">{account.email}</span>
                  </th>
                  <td className="px-3 py-2 align-top">
                    <select
                      aria-label={t('staff.roleOf', { name: account.name })}
                      value={asked.role ?? account.role}
                      disabled={change.isPending}
                      onChange={(event) => changeAccount(account, { role: event.target.value as StaffRole })}
                      className={SELECT}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-3 py-2 align-top">{status}</td>
                  <td className="px-3 py-2 align-top">
                    <label className="inline-flex items-center gap-2 whitespace-nowrap">
                      <input
                        type="checkbox"
                        checked={asked.totp_required ?? account.totp_required}
                        disabled={change.isPending}
                        onChange={(event) => changeAccount(account, { totp_required: event.target.checked })}
                        aria-label={t('staff.requireCodesOf', { name: account.name })}
                        className="size-4 accent-brand-600"
                      />
                      <span>{codes}</span>
                    </label>
                  </td>
                  <td className="px-3 py-2 align-top">
                    {account.last_sign_in_at ? formatDateTime(account.last_sign_in_at, i18n.language) : t('staff.never')}
                  </td>
                  <td className="px-3 py-2 align-top">
                    <div className="flex flex-col items-start gap-1.5 xl:flex-row xl:flex-wrap">
                      <button
                        type="button"
                        className={SMALL_BUTTON}
                        aria-label={account.disabled ? t('staff.enableOf', { name: account.name }) : t('staff.disableOf', { name: account.name })}
                        onClick={() => setAsking({ kind: account.disabled ? 'enable' : 'disable', account })}
                      >
                        {account.disabled ? t('staff.enable') : t('staff.disable')}
                      </button>
                      <button type="button" className={SMALL_BUTTON} aria-label={t('staff.newLinkOf', { name: account.name })} onClick={() => setAsking({ kind: 'link', account })}>
                        {t('staff.newLink')}
                      </button>
                      <button type="button" className={SMALL_BUTTON} aria-label={t('staff.signOutOf', { name: account.name })} onClick={() => setAsking({ kind: 'sign-out', account })}>
                        {t('staff.signOut')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}

      <AddStaffForm onAdded={(name, link) => (link ? setShownLink({ name, link: wholeLink(link) }) : setMessage({ tone: 'success', text: t('staff.added', { name }) }))} />

      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(CONFIRM[asking.kind].title, { name: asking.account.name }) : ''}
        message={asking ? t(CONFIRM[asking.kind].text, { name: asking.account.name }) : ''}
        confirmLabel={t('staff.confirm')}
        cancelLabel={t('staff.cancel')}
        busy={confirmBusy}
        busyLabel={t('staff.working')}
        error={confirmError ? errorText(t, confirmError) : undefined}
        onConfirm={confirm}
        onCancel={resetConfirm}
      />
    </Page>
  );
}

const CONFIRM = {
  disable: { title: 'staff.confirmDisableTitle', text: 'staff.confirmDisableText' },
  enable: { title: 'staff.confirmEnableTitle', text: 'staff.confirmEnableText' },
  link: { title: 'staff.confirmLinkTitle', text: 'staff.confirmLinkText' },
  'sign-out': { title: 'staff.confirmSignOutTitle', text: 'staff.confirmSignOutText' },
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adding a staff member: with a password, or without one to get a one-time link to hand over. */
function AddStaffForm({ onAdded }: { onAdded: (name: string, link: string | null) => void }) {
  const { t } = useAdminTranslation();
  const add = useAddStaff();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ name?: string; email?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!name.trim()) found.name = t('staff.nameRequired');
    if (!EMAIL.test(email.trim())) found.email = t('staff.emailInvalid');
    if (password && password.length < PASSWORD_MIN_LENGTH) found.password = t('staff.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { name: name.trim(), email: email.trim(), role, ...(password ? { password } : {}) },
      {
        onSuccess: (answer) => {
          onAdded(answer.account.name, answer.link);
          setName('');
          setEmail('');
          setPassword('');
          setRole('support');
        },
      },
    );
  };

  return (
    <section aria-labelledby="add-staff-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="add-staff-title" className="text-lg font-semibold text-slate-900">
        {t('staff.addTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {add.error && <Notice announce tone="error">{errorText(t, add.error)}</Notice>}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('staff.addName')} name="name" autoComplete="off" required value={name} onChange={(e) => setName(e.target.value)} error={problems.name} />
          <TextField label={t('staff.addEmail')} name="email" type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} error={problems.email} />
          <div className="flex flex-col gap-1">
            <label htmlFor="add-staff-role" className="text-sm font-medium text-slate-700">
              {t('staff.addRole')}
            </label>
            <select id="add-staff-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)} className={`${SELECT} h-10`}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('staff.addPassword')}
            hint={t('staff.addPasswordHint')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problems.password}
          />
        </div>
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={add.isPending}>
            {add.isPending ? t('staff.adding') : t('staff.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
