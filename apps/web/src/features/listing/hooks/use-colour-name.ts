import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { enListing } from '../../../i18n/locales/en/listing';

type ColourKey = keyof typeof enListing.colours;

/** The shopper's word for a colour family ('Red', 'লাল'); a family we do not know shows as the API wrote it. */
export function useColourName() {
  const { t } = useTranslation();
  return useCallback(
    (family: string) => {
      const key = family.toLowerCase();
      return isColourKey(key) ? t(`listing.colours.${key}`) : family;
    },
    [t],
  );
}

const COLOUR_KEYS = ['black', 'white', 'red', 'blue', 'green', 'yellow', 'pink', 'purple', 'grey', 'orange', 'brown', 'maroon'];
const isColourKey = (key: string): key is ColourKey => COLOUR_KEYS.includes(key);
