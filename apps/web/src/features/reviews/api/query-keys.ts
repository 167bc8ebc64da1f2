/** Query keys of reviews: personal ones per signed-in user; a product's public reviews per product and page. */
export const reviewsKeys = {
  mine: (userId: string) => ['reviews', userId, 'mine'] as const,
  pending: (userId: string) => ['reviews', userId, 'pending'] as const,
  eligibility: (userId: string, productId: number) => ['reviews', userId, 'eligibility', productId] as const,
  product: (productId: number) => ['product-reviews', productId] as const,
  productPage: (productId: number, page: number) => ['product-reviews', productId, page] as const,
};
