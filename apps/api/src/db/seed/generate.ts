import { APPAREL_SIZES, COLOUR_FAMILIES, ONE_SIZE, slugify } from '@shop/shared';
import { CATEGORIES, COLOUR_SHADES, NAME_STYLES, NAME_STYLES_BN, type CategoryDef, type SizeKind, type SubcategoryDef } from './catalogue-data';
import type { ImageSpec } from './images';
import { createRandom } from './random';
import { productSearchText } from '../../lib/search-text';

export interface GeneratedProduct {
  id: number;
  sku: string;
  name: string;
  /** Made of Bengali words of its style, subcategory and colour: the demo shop in Bengali mode. */
  nameBn: string;
  description: string;
  specifications: { label: string; value: string }[];
  categoryIndex: number;
  subcategoryIndex: number;
  brand: string;
  colour: string;
  /** Poisha. */
  price: number;
  oldPrice: number | null;
  sold: number;
  createdAt: Date;
  searchText: string;
  stock: { size: string; stock: number }[];
  images: ImageSpec[];
}

const SUBCATEGORIES = CATEGORIES.flatMap((category, categoryIndex) =>
  category.subcategories.map((sub, subcategoryIndex) => ({ category, categoryIndex, sub, subcategoryIndex })),
);
const SHOE_SIZES = ['39', '40', '41', '42', '43'];
/** Newest product date; older products are spread over the year before it. */
const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

function sizesFor(kind: SizeKind): readonly string[] {
  if (kind === 'apparel') return APPAREL_SIZES;
  if (kind === 'shoe') return SHOE_SIZES;
  return [ONE_SIZE];
}

/** A price in taka ending in 90 within the range, as Bangladeshi shops price. */
function shopPrice(min: number, max: number, r: number): number {
  const raw = min + r * (max - min);
  return Math.max(min, Math.round(raw / 100) * 100 - 10);
}

/**
 * Product n (1-based) depends only on n, so the first 300 products of a 100 000-product benchmark
 * catalogue are the demo catalogue.
 */
export function generateProduct(id: number): GeneratedProduct {
  const slot = SUBCATEGORIES[(id - 1) % SUBCATEGORIES.length];
  if (!slot) throw new Error('no subcategories defined');
  const { category, categoryIndex, sub, subcategoryIndex } = slot;
  const rnd = createRandom(id * 7919 + 17);
  const family = rnd.pick(COLOUR_FAMILIES);
  const shade = rnd.pick(COLOUR_SHADES[family] ?? []);
  const brand = rnd.pick(category.brands);
  const noun = rnd.pick(sub.nouns);
  const style = rnd.pick(NAME_STYLES);
  const material = rnd.pick(sub.material);
  const name = `${category.prefix ? `${category.prefix} ` : ''}${style} ${noun} - ${shade.name}`;
  const nameBn = bengaliName(category, sub, style, shade.nameBn);
  const priceTaka = shopPrice(sub.price[0], sub.price[1], rnd.next());
  const onSale = rnd.chance(0.4);
  const oldPriceTaka = onSale ? Math.round((priceTaka * (1 + rnd.int(10, 60) / 100)) / 10) * 10 + 10 : null;
  const sold = Math.floor(rnd.next() ** 3 * 5000);
  const createdAt = new Date(CATALOGUE_EPOCH - rnd.int(0, 364) * DAY_MS - (id % 86_400) * 1000);
  const stock = sizesFor(sub.sizes).map((size) => ({ size, stock: rnd.chance(0.1) ? 0 : rnd.int(1, 40) }));
  const imageCount = rnd.int(2, 4);
  const pattern = sub.sizes === 'one' ? 'plain' : rnd.pick(['plain', 'plain', 'plain', 'stripes', 'dots', 'check'] as const);
  const images: ImageSpec[] = Array.from({ length: imageCount }, (_, view) => ({
    shape: sub.shape,
    colour: shade.hex,
    pattern,
    view: view as ImageSpec['view'],
  }));
  return {
    id,
    sku: `${code(category.name)}-${code(sub.name)}-${String(id).padStart(6, '0')}`,
    name,
    nameBn,
    description: describe(category, sub, { noun, style, material, shade: shade.name, brand }),
    specifications: [
      { label: 'Brand', value: brand },
      { label: 'Material', value: material },
      { label: 'Colour', value: shade.name },
      { label: 'Category', value: `${category.name} / ${sub.name}` },
      { label: 'Sizes', value: sizesFor(sub.sizes).join(', ').replace(ONE_SIZE, 'One size') },
      { label: 'Country of origin', value: rnd.chance(0.7) ? 'Bangladesh' : rnd.pick(['India', 'China', 'Thailand']) },
    ],
    categoryIndex,
    subcategoryIndex,
    brand,
    colour: family,
    price: priceTaka * 100,
    oldPrice: oldPriceTaka === null ? null : oldPriceTaka * 100,
    sold,
    createdAt,
    searchText: productSearchText({ name, nameBn, subcategory: sub.name, subcategoryBn: sub.nameBn, category: category.name, categoryBn: category.nameBn, brand, colour: family }),
    stock,
    images,
  };
}

/** 'পুরুষদের ক্লাসিক শার্ট - কালো': drawn from no random number, so every product stays what it was. */
function bengaliName(category: CategoryDef, sub: SubcategoryDef, style: string, shade: string): string {
  const noun = sub.nounBn ?? sub.nameBn;
  const prefix = category.prefixBn && !noun.includes(category.prefixBn) ? `${category.prefixBn} ` : '';
  return `${prefix}${NAME_STYLES_BN[style] ?? style} ${noun} - ${shade}`;
}

function code(name: string): string {
  return slugify(name).replace(/-/g, '').slice(0, 3).toUpperCase();
}

function describe(
  category: CategoryDef,
  sub: SubcategoryDef,
  p: { noun: string; style: string; material: string; shade: string; brand: string },
): string {
  const care = sub.sizes === 'one' ? 'Wipe clean and store in a dry place.' : 'Machine wash cold with similar colours; do not bleach.';
  return (
    `The ${p.style.toLowerCase()} ${p.noun.toLowerCase()} from ${p.brand} in ${p.shade.toLowerCase()}, ` +
    `made with ${p.material.toLowerCase()} for everyday comfort in Bangladesh's climate. ` +
    `Part of our ${category.name} ${sub.name.toLowerCase()} collection, checked by hand before it ships. ${care}`
  );
}

export function* generateProducts(count: number): Generator<GeneratedProduct> {
  for (let id = 1; id <= count; id += 1) yield generateProduct(id);
}
