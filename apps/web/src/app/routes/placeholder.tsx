import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { BagIcon } from '../../components/ui/icons';
import type { PageKey } from '../../i18n/catalogue';
import { usePageTitle } from '../../lib/use-page-title';

function isTitled(handle: unknown): handle is { title: PageKey } {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/**
 * One page for every screen not built yet. The route names its title in `handle.title`
 * (router.tsx `soon('orders')`), so a new route is one line and the real screen replaces it later.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = [...useMatches()].reverse().find((match) => isTitled(match.handle))?.handle;
  const title = isTitled(handle) ? t(`pages.${handle.title}`) : t('app.name');
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
        <BagIcon className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('common.comingSoon')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
