import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './format';

/**
 * The name of the shopper's language: the Bengali one in Bengali mode where one is given (not blank), else
 * the English one. Products, categories and subcategories are all named this way (docs/decisions/043).
 */
export function localNameOf(language: string | undefined, name: string, nameBn?: string | null): string {
  return toLanguage(language) === 'bn' && nameBn?.trim() ? nameBn : name;
}

/**
 * Catalogue names come from the API in English and Bengali (`name` and `name_bn`, `category` and
 * `category_bn`). This picks the one of the shopper's language (`localNameOf`); a missing Bengali name falls
 * back to the English one. Slugs and addresses always stay English. Every screen that names a product or a
 * category uses it, so a drawn page (in the language of the `lang` cookie) and the browser agree.
 */
export function useLocalName() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((name: string, nameBn?: string | null) => localNameOf(language, name, nameBn), [language]);
}
