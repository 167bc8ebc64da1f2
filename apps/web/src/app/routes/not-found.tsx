import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-extrabold text-brand-500">404</p>
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
