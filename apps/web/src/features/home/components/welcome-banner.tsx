import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/**
 * docs/product/catalog.md: a welcome banner with 'Get Started'. The old button did nothing; ours opens
 * sign-in / sign-up, which is what the banner's text invites.
 */
export function WelcomeBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-xl border border-brand-200 bg-brand-50 px-6 py-10 text-center dark:border-brand-900 dark:bg-brand-900/25 sm:px-10"
    >
      <svg aria-hidden="true" viewBox="0 0 200 200" className="pointer-events-none absolute -top-16 -left-16 size-56 text-brand-200 dark:text-brand-900">
        <circle cx="100" cy="100" r="96" fill="currentColor" opacity="0.6" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 200 200" className="pointer-events-none absolute -right-12 -bottom-20 size-64 text-brand-200 dark:text-brand-900">
        <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="14" />
      </svg>
      <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-4">
        <h2 id="welcome-title" className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
          {t('storefront.home.welcomeTitle')}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t('storefront.home.welcomeText')}</p>
        <Link to="/auth" className={buttonClass('primary', 'lg')}>
          {t('storefront.home.getStarted')}
        </Link>
      </div>
    </section>
  );
}
