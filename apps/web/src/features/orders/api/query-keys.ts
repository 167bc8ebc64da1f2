/** Query keys of the orders screens, per signed-in user, so a second shopper on the device never sees the first one's orders. */
export const ordersKeys = {
  all: (userId: string) => ['orders', userId] as const,
  list: (userId: string) => ['orders', userId, 'list'] as const,
  cancelled: (userId: string) => ['orders', userId, 'cancelled'] as const,
  detail: (userId: string, id: string) => ['orders', userId, 'detail', id] as const,
};
