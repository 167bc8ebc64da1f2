/** Query keys of the account area, per signed-in user, so a second shopper on the device never sees the first one's data. */
export const accountKeys = {
  all: (userId: string) => ['account', userId] as const,
  profile: (userId: string) => ['account', userId, 'profile'] as const,
  addresses: (userId: string) => ['account', userId, 'addresses'] as const,
  recentOrders: (userId: string) => ['account', userId, 'recent-orders'] as const,
};
