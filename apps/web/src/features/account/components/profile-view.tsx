import { useTranslation } from 'react-i18next';
import type { Profile } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useFormatBirthday } from '../hooks/use-format-birthday';

/** The saved profile, read-only, with the way into the form. */
export function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation();
  const formatBirthday = useFormatBirthday();
  const notSet = <span className="text-slate-500 italic dark:text-slate-400">{t('account.notSet')}</span>;
  const rows = [
    { label: t('account.profile.name'), value: profile.name || notSet },
    { label: t('account.profile.email'), value: profile.email === null ? notSet : <span className="break-all">{profile.email}</span> },
    { label: t('account.profile.phone'), value: profile.phone ?? notSet },
    { label: t('account.profile.birthday'), value: profile.birthday ? formatBirthday(profile.birthday) : notSet },
    { label: t('account.profile.gender'), value: profile.gender ? t(`account.profile.genders.${profile.gender}`) : notSet },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-1">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{row.label}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <button type="button" onClick={onEdit} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto sm:min-w-48`}>
          {t('account.profile.edit')}
        </button>
      </div>
    </div>
  );
}
