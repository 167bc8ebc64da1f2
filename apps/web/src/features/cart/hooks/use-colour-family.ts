import { COLOUR_FAMILIES } from '@shop/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type ColourKey = Lowercase<(typeof COLOUR_FAMILIES)[number]>;
const KEYS = new Set<string>(COLOUR_FAMILIES.map((c) => c.toLowerCase()));
const isKnown = (key: string): key is ColourKey => KEYS.has(key);

/** The shopper's word for a product's colour family ('Green', 'সবুজ'), from the catalogue's colour names. */
export function useColourFamily() {
  const { t } = useTranslation();
  return useCallback((family: string) => {
    const key = family.toLowerCase();
    return isKnown(key) ? t(`listing.colours.${key}`) : family;
  }, [t]);
}
