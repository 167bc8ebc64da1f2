/** Query keys of the checkout, per signed-in shopper so a second shopper on the device never sees the first one's cart. */
export const checkoutKeys = {
  cart: (userId: string) => ['checkout', userId, 'cart'] as const,
  addresses: (userId: string) => ['checkout', userId, 'addresses'] as const,
  awaitingPayment: (userId: string) => ['checkout', userId, 'awaiting-payment'] as const,
  pickupPoints: () => ['checkout', 'pickup-points'] as const,
};
