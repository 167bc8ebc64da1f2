import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/profile';
import { LoadError } from './load-error';
import { SavedBadge } from './saved-badge';
import { SummaryCard } from './summary-card';

/** The dashboard's Personal Profile card: name, e-mail and mobile, with EDIT into the form. */
export function ProfileSummary({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <SummaryCard
      title={t('account.dashboard.profileTitle')}
      edit={{ to: '../profilecart?edit=1', label: t('account.dashboard.editProfile'), text: t('account.dashboard.edit') }}
      badge={<SavedBadge show={saved} />}
    >
      {profile.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      {profile.isError && <LoadError onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-slate-900 dark:text-white">{profile.data.name}</p>
          {profile.data.email !== null && <p className="break-all">{profile.data.email}</p>}
          <p>{profile.data.phone ?? <span className="text-slate-500 italic dark:text-slate-400">{t('account.dashboard.phoneNotSet')}</span>}</p>
        </div>
      )}
    </SummaryCard>
  );
}
