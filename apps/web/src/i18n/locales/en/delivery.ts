/**
 * English texts of home delivery and delivery fees (`delivery.*` keys), quoted in docs/product/checkout.md and
 * cart.md: the checkout's two ways to receive, the fee's place in the cart, and the promo texts the fee rules allow
 * (docs/decisions/044).
 */
export const enDelivery = {
  areas: {
    dhaka_city: 'Inside Dhaka city',
    dhaka_surroundings: 'Around Dhaka',
    outside_dhaka: 'Outside Dhaka',
  },
  choice: {
    legend: 'How would you like to receive your order?',
    home: 'Home delivery',
    homeHint: 'A courier brings the parcel to the address above.',
    homeNoAddress: 'Add an address above for home delivery.',
    pickup: 'Pickup point',
    pickupHint: 'Collect the parcel at a pickup point with your order number.',
    fee: 'Delivery fee {{fee}}',
    free: 'Free delivery',
    loading: 'Loading delivery fees…',
    failed: 'Failed to fetch delivery fees',
  },
  summary: {
    home: 'Home delivery to {{place}}',
    homeUnplaced: 'Home delivery',
    pickup: 'Collected at a pickup point',
    freeOver: 'Free delivery on orders of {{amount}} or more',
  },
  cart: {
    to: 'Delivery to {{place}}, your newest address; you choose at checkout.',
    unknown: 'The delivery fee depends on your address; you choose it at checkout.',
  },
  package: {
    home: 'Home delivery',
    homeTime: 'To your door in 2–4 days',
  },
  checkout: {
    codHome: 'Pay in cash to the courier when your parcel arrives.',
    notesHome: 'Anything the courier should know',
  },
  promo: {
    flat: 'Delivery anywhere in Bangladesh for {{fee}}, cash on delivery',
    from: 'Delivery anywhere in Bangladesh from {{fee}}, cash on delivery',
    freeOver: 'Free delivery on orders of {{amount}} or more',
  },
  product: {
    flat: 'Standard Delivery: {{fee}}',
    from: 'Delivery from {{fee}}',
    loading: 'Delivery across Bangladesh',
  },
} as const;
