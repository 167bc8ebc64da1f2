/** Where the header's category menus lead (docs/product/catalog.md). */

/** A category page: /category/{slug}. The three-level menu's items lead here too (docs/product/catalog.md). */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

/** The product list filtered by a subcategory, as the Shop mega-menu opens it. */
export function subcategoryProductsPath(slug: string): string {
  return `/products?${new URLSearchParams({ subcategory: slug })}`;
}

/** docs/product/catalog.md: the mega-menu shows up to 6 categories with up to 6 subcategories each. */
export const MEGA_MENU_CATEGORIES = 6;
export const MEGA_MENU_SUBCATEGORIES = 6;

/** docs/product/catalog.md: the mega-menus close 500 ms after the pointer leaves. */
export const MEGA_MENU_CLOSE_DELAY = 500;
