import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { useStaffMe } from '../api/session';
import { useAdminTranslation } from '../i18n/i18n';
import { errorText, isForbidden } from '../components/error-text';

/** Sets the tab title to 'Page | Bazar back office'. */
export function useAdminTitle(title: string) {
  const { t } = useAdminTranslation();
  const name = t('app.name');
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
}

/** A back-office page: its heading (the tab title too), an optional line under it, and its content. */
export function Page({ title, intro, actions, children }: { title: string; intro?: string; actions?: ReactNode; children?: ReactNode }) {
  useAdminTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** What a role may not open: said plainly, with the role, instead of the page. */
export function Forbidden() {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const title = t('pages.forbiddenTitle');
  useAdminTitle(title);
  return (
    <PageStatus title={title} role="alert" heading>
      <p className="text-sm text-slate-600">{t('pages.forbiddenText', { role: me ? t(`roles.${me.role}`) : '' })}</p>
      <Link to="/admin" className={buttonClass('secondary')}>
        {t('pages.backToDashboard')}
      </Link>
    </PageStatus>
  );
}

/** A page's query failed: the role screen for a 403, else the failure worded from its code and a retry. */
export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useAdminTranslation();
  if (isForbidden(error)) return <Forbidden />;
  return (
    <PageStatus title={t('pages.loadFailed')} role="alert">
      <p className="text-sm text-slate-600">{errorText(t, error)}</p>
      <button type="button" onClick={retry} className={buttonClass('secondary')}>
        {t('pages.tryAgain')}
      </button>
    </PageStatus>
  );
}
