import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@shop/shared';
import { formatDateTime } from '../../components/date-time';
import { SELECT_SMALL, SMALL_BUTTON } from '../../kit/controls';
import { useAdminTranslation } from '../../i18n/i18n';

export type AskKind = 'disable' | 'enable' | 'link' | 'sign-out';
type Patch = { role?: StaffRole; totp_required?: boolean };

interface Props {
  account: StaffAccount;
  /** The signed-in person's own row. */
  self: boolean;
  /** While a change of this row is on its way, its controls show what was asked for. */
  changing: Patch | null;
  busy: boolean;
  onChange: (patch: Patch) => void;
  onAsk: (kind: AskKind) => void;
}

/** One staff account: its role and one-time codes changed in place, and the actions that ask first. */
export function StaffRow({ account, self, changing, busy, onChange, onAsk }: Props) {
  const { t, i18n } = useAdminTranslation();
  const asked = changing ?? {};
  const status = account.disabled ? t('staff.disabled') : account.has_password ? t('staff.active') : t('staff.waitingForLink');
  const codes = !account.totp_required ? t('staff.codesOff') : account.totp_enrolled ? t('staff.codesOn') : t('staff.codesAsked');
  return (
    <tr className={account.disabled ? 'bg-slate-50 text-slate-500' : undefined}>
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
          disabled={busy}
          onChange={(event) => onChange({ role: event.target.value as StaffRole })}
          className={SELECT_SMALL}
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
            disabled={busy}
            onChange={(event) => onChange({ totp_required: event.target.checked })}
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
            onClick={() => onAsk(account.disabled ? 'enable' : 'disable')}
          >
            {account.disabled ? t('staff.enable') : t('staff.disable')}
          </button>
          <button type="button" className={SMALL_BUTTON} aria-label={t('staff.newLinkOf', { name: account.name })} onClick={() => onAsk('link')}>
            {t('staff.newLink')}
          </button>
          <button type="button" className={SMALL_BUTTON} aria-label={t('staff.signOutOf', { name: account.name })} onClick={() => onAsk('sign-out')}>
            {t('staff.signOut')}
          </button>
        </div>
      </td>
    </tr>
  );
}
