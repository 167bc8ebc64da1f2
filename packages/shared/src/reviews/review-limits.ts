// No schema here: the product page draws its stars and counts without loading zod (as cart/cart-limits.ts).

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export const PRODUCT_REVIEWS_PAGE_SIZE = 10;

export const REVIEW_MESSAGE_MAX = 2000;
