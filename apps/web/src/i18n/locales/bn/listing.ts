import type { Catalogue } from '../../catalogue';

/** বাংলা texts of the listing area: the same keys as ../en/listing.ts. */
export const bnListing: Catalogue['listing'] = {
  title: 'Bazar',
};
