import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SESSION_KEYS } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { forgetRefusal, useSessionRefused } from '../../../lib/session';
import { writeString } from '../../../lib/storage';

/**
 * docs/product/orders.md: without a token the orders screen says 'Authentication token not found' (after the
 * server refused the token: 'Authentication failed. Please login again.'), with a way to sign in that
 * comes back here.
 */
export function NoSession() {
  const { t } = useTranslation();
  const location = useLocation();
  const rejected = useSessionRefused();
  return (
    <PageStatus role="alert" title={t(rejected ? 'orders.errors.auth' : 'orders.errors.noToken')}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('orders.errors.noTokenHint')}</p>
      <Link
        to="/login"
        onClick={() => {
          writeString(SESSION_KEYS.redirect, `${location.pathname}${location.search}`);
          forgetRefusal();
        }}
        className={buttonClass('primary')}
      >
        {t('orders.errors.signIn')}
      </Link>
    </PageStatus>
  );
}
