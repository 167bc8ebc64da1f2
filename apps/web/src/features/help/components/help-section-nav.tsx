import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_SECTIONS, type HelpSection } from '../utils/help-sections';

/** The four sections as links (`?section=`), so each can be bookmarked and shared. */
export function HelpSectionNav({ current }: { current: HelpSection | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('storefront.help.sectionsLabel')}>
      <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] md:flex-col md:overflow-visible md:pb-0">
        {HELP_SECTIONS.map((section) => {
          const active = section === current;
          return (
            <li key={section} className="shrink-0">
              <Link
                to={`?section=${section}`}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
                  active
                    ? 'bg-brand-600 text-white'
                    : 'border border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700 md:border-transparent md:bg-transparent dark:border-slate-700 md:dark:border-transparent dark:bg-slate-900 dark:text-slate-200 dark:hover:text-brand-300 md:dark:bg-transparent'
                }`}
              >
                {t(`storefront.help.sections.${section}.name`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
