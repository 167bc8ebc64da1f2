/** English texts of the storefront area (`storefront.*` keys). */
export const enStorefront = {
  title: 'Bazar',
};
