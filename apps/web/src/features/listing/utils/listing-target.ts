import type { TFunction } from 'i18next';
import type { Category } from '@shop/shared';
import { localNameOf } from '../../../lib/use-local-name';
import type { CategorySort, ListingScope } from './category-params';

/** docs/product/catalog.md: /category/{slug} also serves Top ranking, New arrivals and Top deals. */
export const COLLECTIONS = {
  'top-ranking': { key: 'topRanking', sort: 'popularity' },
  'new-arrivals': { key: 'newArrivals', sort: 'latest' },
  // The API has no order by discount; the cheapest first is the closest honest "deals" order.
  'top-deals': { key: 'topDeals', sort: 'priceLowHigh' },
} as const satisfies Record<string, { key: string; sort: CategorySort }>;
export type CollectionSlug = keyof typeof COLLECTIONS;

type Subcategory = Category['subcategories'][number];

/** What a category-page address lists. */
export type ListingTarget =
  | { kind: 'all' }
  | { kind: 'collection'; slug: CollectionSlug }
  | { kind: 'category'; slug: string; category: Category | undefined }
  | { kind: 'subcategory'; slug: string; category: Category | undefined; subcategory: Subcategory | undefined };

const isCollection = (slug: string): slug is CollectionSlug => Object.hasOwn(COLLECTIONS, slug);

/**
 * The slug is the lower-cased name with spaces turned into hyphens (docs/product/catalog.md); old links may
 * carry the name itself ('/category/T-Shirt', '/category/men%20wear'), so both are matched.
 */
function sameSlug(slug: string, item: { slug: string; name: string }): boolean {
  const wanted = slug.trim().toLowerCase();
  return item.slug === wanted || item.name.toLowerCase() === wanted.replace(/-/g, ' ') || item.name.toLowerCase() === wanted;
}

export function resolveTarget(kind: 'category' | 'subcategory', slug: string | undefined, categories: readonly Category[]): ListingTarget {
  if (!slug) return { kind: 'all' };
  if (kind === 'subcategory') {
    for (const category of categories) {
      const subcategory = category.subcategories.find((s) => sameSlug(slug, s));
      if (subcategory) return { kind, slug: subcategory.slug, category, subcategory };
    }
    return { kind, slug, category: undefined, subcategory: undefined };
  }
  if (isCollection(slug)) return { kind: 'collection', slug };
  const category = categories.find((c) => sameSlug(slug, c));
  return { kind, slug: category?.slug ?? slug, category };
}

/** What the API filters by. */
/**
 * A category or subcategory address whose slug names none: the page says 'Category not found.' and the server
 * answers it 404 (app/routes/category.tsx). Only a category list that was read can say so.
 */
export function isUnknownTarget(target: ListingTarget): boolean {
  return (target.kind === 'category' && !target.category) || (target.kind === 'subcategory' && !target.subcategory);
}

export function targetScope(target: ListingTarget): ListingScope {
  if (target.kind === 'category') return { category: target.slug };
  if (target.kind === 'subcategory') return { subcategory: target.slug };
  return {};
}

/** The category whose brands the brand filter lists (none: every brand). */
export function brandCategory(target: ListingTarget): string | undefined {
  if (target.kind === 'category') return target.slug;
  if (target.kind === 'subcategory') return target.category?.slug;
  return undefined;
}

export function defaultSortOf(target: ListingTarget): CategorySort {
  return target.kind === 'collection' ? COLLECTIONS[target.slug].sort : 'popularity';
}

/** A slug nobody knows, shown as words: 'winter-wear' → 'Winter Wear'. */
export function unslug(slug: string): string {
  return slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The name a listing shows (its banner, its tab title, its head), in `language`; empty while the categories that
 * name a slug are still on their way (`pending`).
 */
export function targetName(target: ListingTarget, t: TFunction, language: string, pending = false): string {
  switch (target.kind) {
    case 'all':
      return t('listing.category.allCategories');
    case 'collection':
      return t(`listing.collections.${COLLECTIONS[target.slug].key}`);
    case 'category':
      if (target.category) return localNameOf(language, target.category.name, target.category.name_bn);
      return pending ? '' : unslug(target.slug);
    case 'subcategory':
      if (target.subcategory) return localNameOf(language, target.subcategory.name, target.subcategory.name_bn);
      return pending ? '' : unslug(target.slug);
  }
}

/** The listing's one address, whatever alias, filter, sort or page reached it: its canonical link. */
export function targetPath(target: ListingTarget): string {
  if (target.kind === 'all') return '/category';
  return `/${target.kind === 'subcategory' ? 'subcategory' : 'category'}/${target.slug}`;
}

/** The way to a listing from the home page, the listing last (its JSON-LD breadcrumbs). */
export function targetTrail(target: ListingTarget, t: TFunction, language: string): { name: string; path: string }[] {
  const home = { name: t('common.home'), path: '/' };
  if (target.kind === 'subcategory' && target.category) {
    const parent: ListingTarget = { kind: 'category', slug: target.category.slug, category: target.category };
    return [home, { name: targetName(parent, t, language), path: targetPath(parent) }, { name: targetName(target, t, language), path: targetPath(target) }];
  }
  return [home, { name: targetName(target, t, language), path: targetPath(target) }];
}
