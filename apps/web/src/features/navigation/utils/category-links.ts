/** Where the header's category menus lead (storefront.md §2). */

/** A category page: /category/{slug}. The three-level menu's items lead here too (the spec's rule). */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

/** The product list filtered by a subcategory, as the Shop mega-menu opens it. */
export function subcategoryProductsPath(slug: string): string {
  return `/products?${new URLSearchParams({ subcategory: slug })}`;
}

/** storefront.md §9: the mega-menu shows up to 6 categories with up to 6 subcategories each. */
export const MEGA_MENU_CATEGORIES = 6;
export const MEGA_MENU_SUBCATEGORIES = 6;

/** storefront.md §9: the mega-menus close 500 ms after the pointer leaves. */
export const MEGA_MENU_CLOSE_DELAY = 500;
