import { useTranslation } from 'react-i18next';
import type { HelpSectionFaqs } from '../hooks/use-help-faqs';
import { filterFaqs } from '../utils/filter-faqs';
import { FaqAccordion } from './faq-accordion';

/** Search results across every section, grouped under the section they belong to. */
export function HelpResults({ sections, query }: { sections: HelpSectionFaqs[]; query: string }) {
  const { t } = useTranslation();
  const groups = sections
    .map(({ section, faqs }) => ({ section, faqs: filterFaqs(faqs, query) }))
    .filter((group) => group.faqs.length > 0);
  const count = groups.reduce((sum, group) => sum + group.faqs.length, 0);
  const shown = query.trim();

  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {count === 0 ? t('storefront.help.noResults', { query: shown }) : t('storefront.help.results', { count, query: shown })}
      </p>
      {groups.map(({ section, faqs }) => (
        <section key={section} aria-labelledby={`help-results-${section}`} className="flex flex-col gap-3">
          <h2 id={`help-results-${section}`} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t(`storefront.help.sections.${section}.name`)}
          </h2>
          <FaqAccordion faqs={faqs} group="help-results" />
        </section>
      ))}
    </div>
  );
}
