import { useTranslation } from 'react-i18next';
import type { Faq } from '../utils/filter-faqs';
import { HELP_SECTIONS, type HelpSection } from '../utils/help-sections';

export interface HelpSectionFaqs {
  section: HelpSection;
  faqs: Faq[];
}

/**
 * Every section's questions and answers in the shopper's language, in catalogue order: the catalogue
 * (`storefront.help.sections.<id>.faqs`) is the one list of questions, and search looks at these texts.
 */
export function useHelpFaqs(): HelpSectionFaqs[] {
  const { t } = useTranslation();
  return HELP_SECTIONS.map((section) => {
    const faqs: Record<string, { q: string; a: string }> = t(`storefront.help.sections.${section}.faqs`, { returnObjects: true });
    return {
      section,
      faqs: Object.entries(faqs).map(([id, faq]) => ({ id: `${section}-${id}`, question: faq.q, answer: faq.a })),
    };
  });
}
