import type { Catalogue } from '../../catalogue';

/** বাংলা texts of the navigation area: the same keys as ../en/navigation.ts. */
export const bnNavigation: Catalogue['navigation'] = {
  title: 'Bazar',
};
