import type { Catalogue } from '../../catalogue';

/** বাংলা texts of the storefront area: the same keys as ../en/storefront.ts. */
export const bnStorefront: Catalogue['storefront'] = {
  title: 'Bazar',
};
