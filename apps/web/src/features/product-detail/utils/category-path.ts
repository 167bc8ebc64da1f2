/** storefront.md §2: the category route's slug is the name lower-cased with spaces turned into hyphens. */
export function categoryPath(category: string): string {
  return `/category/${category.trim().toLowerCase().replace(/\s+/g, '-')}`;
}
