import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { ProfileSection } from '../../features/account/components/profile-section';
import { PhoneSection } from '../../features/account/components/phone-section';
import { SessionsSection } from '../../features/account/components/sessions-section';
import { PROFILE_SAVED_STATE } from '../../features/account/hooks/use-saved-notice';
import { usePageTitle } from '../../lib/use-page-title';

/** /profilecart: view and edit the profile (saving returns to the dashboard, which shows 'Saved!'); sign out everywhere. */
export default function AccountProfilePage() {
  const { t } = useTranslation();
  const title = t('pages.accountProfile');
  usePageTitle(title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AccountPage title={title} intro={t('account.profile.intro')}>
      <ProfileSection
        startEditing={params.has('edit')}
        onSaved={() => void navigate('../dashboard', { state: PROFILE_SAVED_STATE })}
      />
      <PhoneSection />
      <SessionsSection />
    </AccountPage>
  );
}
