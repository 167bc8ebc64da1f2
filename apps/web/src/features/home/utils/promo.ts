/** storefront.md §4, §9: the promo banner moves on every 4 seconds. */
export const PROMO_INTERVAL_MS = 4000;

/**
 * storefront.md §2 says 'free shipping over $50'; the shop sells in taka, so the banner shows the taka
 * equivalent at about ৳120 to the dollar, rounded to a figure shoppers read at a glance.
 */
export const FREE_SHIPPING_OVER_TAKA = 6000;

/** The four slides of the spec in its order: Men, Women, one with no subject (the sale), Premium. */
export const PROMO_SLIDES = [
  { id: 'men', to: '/category/men', tone: 'from-blue-950 via-blue-900 to-sky-700' },
  { id: 'women', to: '/category/women', tone: 'from-rose-900 via-pink-800 to-fuchsia-700' },
  { id: 'sale', to: '/products', tone: 'from-brand-800 via-brand-700 to-amber-600' },
  { id: 'premium', to: '/products?sort=price-desc', tone: 'from-slate-950 via-slate-900 to-amber-950' },
] as const;

export type PromoSlideId = (typeof PROMO_SLIDES)[number]['id'];
