// No schema here: the storefront's first screens link to categories without loading zod (as cart/cart-limits.ts).

/** The slug of a name as the category route uses it: lower case, spaces to hyphens. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
