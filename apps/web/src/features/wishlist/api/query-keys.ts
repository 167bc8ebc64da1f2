/** One cache entry per signed-in shopper, so a second account on this device never sees the first one's list. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  of: (userId: string) => ['wishlist', userId] as const,
};

/** Every change of the server list carries this key: a change in flight holds back answers that would undo it. */
export const WISHLIST_MUTATION_KEY = ['wishlist', 'change'] as const;
