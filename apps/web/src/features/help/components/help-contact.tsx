import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/** The way out when no answer fits: the contact page. */
export function HelpContact() {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="help-contact-title" className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-brand-900 dark:bg-brand-900/20">
      <div>
        <h2 id="help-contact-title" className="font-semibold text-slate-900 dark:text-white">
          {t('storefront.help.contactTitle')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('storefront.help.contactText')}</p>
      </div>
      <Link to="/contact" className={`${buttonClass('primary')} shrink-0 self-start sm:self-auto`}>
        {t('storefront.help.contactUs')}
      </Link>
    </aside>
  );
}
