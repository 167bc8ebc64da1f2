/**
 * The shop's receiving accounts for manual payments, shown on /payment (decision 017). They are the
 * shop's business details, not secrets; whoever runs the shop sets the real ones here before launch.
 */
export const PAYMENT_ACCOUNTS = {
  bkash: '01711-000111',
  nagad: '01811-000222',
  rocket: '01911-000333-4',
  bank: { bank: 'Dutch-Bangla Bank', branch: 'Gulshan', holder: 'Bazar Online Ltd.', number: '123.110.0004567' },
} as const;

/** Proof methods of the payment-proof form (docs/product/checkout.md), in the order the page lists them. */
export const WALLETS = ['bkash', 'nagad', 'rocket'] as const;
