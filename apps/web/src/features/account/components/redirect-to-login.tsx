import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SESSION_KEYS } from '@shop/shared';
import { PageStatus } from '../../../components/ui/page-status';
import { writeString } from '../../../lib/storage';

/** No session: remember where the shopper was going, and send them to sign in; login brings them back. */
export function RedirectToLogin({ from }: { from: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    writeString(SESSION_KEYS.redirect, from);
    void navigate('/login', { replace: true });
  }, [from, navigate]);
  return <PageStatus busy title={t('account.redirecting')} />;
}
