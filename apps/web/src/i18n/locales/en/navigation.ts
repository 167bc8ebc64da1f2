/** English texts of the navigation area (`navigation.*` keys). */
export const enNavigation = {
  title: 'Bazar',
};
