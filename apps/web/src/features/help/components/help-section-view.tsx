import { useTranslation } from 'react-i18next';
import type { Faq } from '../utils/filter-faqs';
import type { HelpSection } from '../utils/help-sections';
import { FaqAccordion } from './faq-accordion';

/** One section: its title, what it is about, and its two questions. */
export function HelpSectionView({ section, faqs }: { section: HelpSection; faqs: Faq[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="help-section-title" className="flex flex-col gap-4">
      <div>
        <h2 id="help-section-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t(`storefront.help.sections.${section}.title`)}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t(`storefront.help.sections.${section}.description`)}</p>
      </div>
      {/* Keyed by section so a newly chosen section starts with its answers closed. */}
      <FaqAccordion key={section} faqs={faqs} group={`help-${section}`} />
    </section>
  );
}
