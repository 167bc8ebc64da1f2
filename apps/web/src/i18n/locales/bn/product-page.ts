import type { Catalogue } from '../../catalogue';

/** বাংলা texts of the productPage area: the same keys as ../en/product-page.ts. */
export const bnProductPage: Catalogue['productPage'] = {
  title: 'Bazar',
};
