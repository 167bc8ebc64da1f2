/** Query keys of the payment screens, per signed-in shopper so a second shopper on the device never sees the first one's. */
export const paymentsKeys = {
  all: (userId: string) => ['payments', userId] as const,
  orders: (userId: string) => ['payments', userId, 'orders'] as const,
  order: (userId: string, orderId: string) => ['payments', userId, 'order', orderId] as const,
  proofs: (userId: string, orderId: string) => ['payments', userId, 'proofs', orderId] as const,
  screenshot: (userId: string, url: string) => ['payments', userId, 'screenshot', url] as const,
};
