/** English texts of the productPage area (`productPage.*` keys). */
export const enProductPage = {
  title: 'Bazar',
};
