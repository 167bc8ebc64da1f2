import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/format';

type PlaceModule = typeof import('../utils/bd-places');
let loaded: PlaceModule | null = null;

/**
 * "Zone, City, Province" of a saved address. English names are what is saved; in Bengali the place
 * list is fetched (its own chunk, shared with the address form) to show the Bengali names.
 */
export function usePlaceLine() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [places, setPlaces] = useState<PlaceModule | null>(loaded);
  useEffect(() => {
    if (language !== 'bn' || places) return;
    let live = true;
    void import('../utils/bd-places').then((module) => {
      loaded = module;
      if (live) setPlaces(module);
    });
    return () => {
      live = false;
    };
  }, [language, places]);
  return (province: string, city: string, zone: string) =>
    places ? places.placeLine(province, city, zone, language) : [zone, city, province].join(', ');
}
