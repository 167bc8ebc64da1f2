/**
 * What one shopper may repeat (docs/decisions/025). Each is a setting (env.ts, the README's configuration
 * table); tests pass small values through buildApp's `limits`.
 */
export interface ShopLimits {
  /** Orders one account may place in an hour (429 past it). */
  ordersPerHour: number;
  /** Orders of one account that are still pending and unpaid (409 past it). */
  unpaidOrders: number;
  /** Units of one cart line. */
  lineQuantity: number;
  /** Different lines (product and size) in one cart. */
  cartLines: number;
  /** Hours an order paid by hand (bKash, Nagad, card transfer) waits for its payment proof before it is cancelled. */
  unpaidOrderExpiryHours: number;
  /** Days a message the outbox is done with (sent, skipped, cancelled, given up) is kept for staff to read. */
  messageRetentionDays: number;
  /** Promo codes one account may try in an hour. */
  promoTriesPerHour: number;
  /** Promo codes one client address may try in an hour (many shoppers share a mobile carrier's address). */
  promoTriesPerAddressPerHour: number;
  /** Newsletter sign-ups one client address may send in an hour. */
  newsletterSignupsPerHour: number;
  /** Public tracking tries one client address may send in an hour (docs/decisions/045). */
  trackingTriesPerAddressPerHour: number;
  /** Public tracking tries that miss one order number in an hour: a wrong phone, or an unknown number. */
  trackingMissesPerOrderPerHour: number;
  /** Saved delivery addresses per account, held by the database even for saves sent at once. */
  addressesPerAccount: number;
  /** Payment proofs one order takes in all: the first and the ones after a rejection. */
  proofsPerOrder: number;
  /** Payment screenshots one account sends to be decoded in 24 hours, taken or not. */
  proofsPerDay: number;
  /** Screenshots decoded at a time by one process (memory, so kept in the process, not the shared store). */
  proofDecodes: number;
  /** Bytes a screenshot may take once decoded: width x height x channels x bytes per sample. */
  proofMaxDecodedBytes: number;
}

export const DEFAULT_LIMITS: ShopLimits = {
  ordersPerHour: 10,
  unpaidOrders: 5,
  lineQuantity: 10,
  cartLines: 50,
  unpaidOrderExpiryHours: 24,
  messageRetentionDays: 90,
  promoTriesPerHour: 10,
  promoTriesPerAddressPerHour: 100,
  newsletterSignupsPerHour: 20,
  trackingTriesPerAddressPerHour: 60,
  trackingMissesPerOrderPerHour: 10,
  addressesPerAccount: 20,
  proofsPerOrder: 3,
  proofsPerDay: 10,
  proofDecodes: 2,
  proofMaxDecodedBytes: 100 * 1024 * 1024,
};
