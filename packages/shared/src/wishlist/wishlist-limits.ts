// Plain constants, apart from the schemas: the storefront's first screen reads them without loading zod.

/** A wishlist longer than this is not a shopper's list; the 501st add is a 409 `wishlist_full`. */
export const MAX_WISHLIST_ITEMS = 500;
/** One merge call carries at most this many guest products; the client splits a longer list. */
export const MAX_WISHLIST_MERGE = 200;
