/** docs/product/catalog.md: the promo banner moves on every 4 seconds. */
export const PROMO_INTERVAL_MS = 4000;

/**
 * The banner's offer line (the old site had 'free shipping over $50' and "50% off men's t-shirts",
 * which no checkout honoured): the first-order code the shop really has (the demo seed's WELCOME10, 10%
 * off once per shopper) and the real delivery fee. docs/decisions/022.
 */
export const WELCOME_PROMO = { code: 'WELCOME10', percent: 10 } as const;

/** The four slides in their order (docs/product/catalog.md): Men, Women, one with no subject (the sale), Premium. */
export const PROMO_SLIDES = [
  { id: 'men', to: '/category/men', tone: 'from-blue-950 via-blue-900 to-sky-700' },
  { id: 'women', to: '/category/women', tone: 'from-rose-900 via-pink-800 to-fuchsia-700' },
  { id: 'sale', to: '/products', tone: 'from-brand-800 via-brand-700 to-amber-600' },
  { id: 'premium', to: '/products?sort=price-desc', tone: 'from-slate-950 via-slate-900 to-amber-950' },
] as const;

export type PromoSlideId = (typeof PROMO_SLIDES)[number]['id'];
