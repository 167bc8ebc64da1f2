// Plain constants, apart from the schemas: the storefront's first screen reads them without loading zod.

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1.';
/** Far above any stock; keeps sums of quantities inside a 32-bit column. */
export const MAX_LINE_QUANTITY = 10_000;
/** A guest cart larger than this is not a shopper's cart. */
export const MAX_MERGE_ITEMS = 100;

/**
 * What one cart may hold unless the shop sets otherwise (CART_LINE_QUANTITY_LIMIT, CART_LINE_LIMIT;
 * docs/decisions/025). A signed-in cart's answer carries the shop's own values in `limits`; a guest's
 * cart on the device uses these.
 */
export const CART_LIMIT_DEFAULTS = { lineQuantity: 10, lines: 50 } as const;
