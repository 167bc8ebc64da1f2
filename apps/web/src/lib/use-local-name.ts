import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './format';

/**
 * Catalogue names come from the API in English and Bengali (`name` and `name_bn`, `category` and
 * `category_bn`). This picks the one of the shopper's language; a missing Bengali name falls back to
 * the English one. Slugs and addresses always stay English.
 */
export function useLocalName() {
  const { i18n } = useTranslation();
  const bengali = toLanguage(i18n.language) === 'bn';
  return useCallback((name: string, nameBn?: string | null) => (bengali && nameBn ? nameBn : name), [bengali]);
}
