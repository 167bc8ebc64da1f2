import type { ListingTarget } from './listing-target';

/**
 * Banners the seed renders for its categories, used only when the API names none: the old site's
 * "banner map" fallback.
 */
const BANNER_MAP: Record<string, string> = Object.fromEntries(
  ['men', 'women', 'kids', 't-shirt', 'accessories', 'electronics', 'home'].map((slug) => [slug, `/images/banners/${slug}.webp`]),
);

/**
 * docs/product/catalog.md order: the subcategory's banner, the category list's image, the category record,
 * the banner map, then the default (null: the page draws its own gradient). Our API merges the list
 * and the record into one entry, with `bannerImage` made for this wide slot and `image` a 4:5 tile,
 * so the wide one is tried first. A subcategory without its own banner uses its category's.
 */
export function bannerImageOf(target: ListingTarget): string | null {
  if (target.kind !== 'category' && target.kind !== 'subcategory') return null;
  const subcategoryBanner = target.kind === 'subcategory' ? (target.subcategory as { bannerImage?: string } | undefined)?.bannerImage : undefined;
  const category = target.category;
  const candidates = [subcategoryBanner, category?.bannerImage, category?.image, BANNER_MAP[category?.slug ?? target.slug]];
  return candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '') ?? null;
}
