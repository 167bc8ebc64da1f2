/** English texts of the listing area (`listing.*` keys). */
export const enListing = {
  title: 'Bazar',
};
