/**
 * English texts of the wishlist (`wishlist.*`): My Wishlist, the hearts and their messages, quoted in
 * docs/product/wishlist.md.
 */
export const enWishlist = {
  intro: 'Products you saved for later, at today’s prices.',
  guestHint: 'Your wishlist is saved on this device only. Sign in to keep it on every device.',
  signIn: 'Sign in',
  loading: 'Loading your wishlist...',
  loadFailed: 'Could not load your wishlist. Please try again.',
  retry: 'Try again',
  empty: 'Your wishlist is empty. Start adding some products!',
  browse: 'Browse products',
  count_one: '{{count, number}} saved product',
  count_other: '{{count, number}} saved products',
  remove: 'Remove',
  removeLabel: 'Remove {{name}} from your wishlist',
  removed: '{{name}} was removed from your wishlist.',
  heart: 'Save {{name}} to your wishlist',
  heartSave: 'Add to wishlist',
  heartSaved: 'Saved to your wishlist',
  dismiss: 'Dismiss',
  errors: {
    full: 'Your wishlist is full. Remove some products to save new ones.',
    gone: 'This product is no longer available.',
    network: 'Your wishlist was not updated. Please check your connection.',
    signedOut: 'Please sign in again to change your wishlist.',
    failed: 'Your wishlist could not be updated. Please try again.',
  },
} as const;
