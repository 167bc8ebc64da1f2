import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@shop/shared';
import { PageStatus } from '../../../components/ui/page-status';
import { useProfile } from '../../../api/profile';
import { LoadError } from './load-error';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

const incomplete = (profile: Profile) => !profile.phone || !profile.birthday || !profile.gender;

interface Props {
  /** Open straight in the form (the dashboard's EDIT link). */
  startEditing: boolean;
  onSaved: () => void;
}

/** /profilecart: the profile to read, or its form; a profile still missing fields opens in the form. */
export function ProfileSection({ startEditing, onSaved }: Props) {
  const { t } = useTranslation();
  const profile = useProfile();
  const [editing, setEditing] = useState<boolean | null>(startEditing || null);
  if (profile.isPending) return <PageStatus busy title={t('common.loading')} />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  return (editing ?? incomplete(profile.data)) ? (
    <ProfileForm profile={profile.data} onSaved={onSaved} onCancel={() => setEditing(false)} />
  ) : (
    <ProfileView profile={profile.data} onEdit={() => setEditing(true)} />
  );
}
