import { useId } from 'react';
import { ProductCard } from '../../catalog/components/product-card';
import type { ProductFilters } from '../../catalog/api/get-products';
import { useHomeProducts } from '../hooks/use-home-products';
import { useNearViewport } from '../hooks/use-near-viewport';
import { IntroTile, type IntroTone } from './intro-tile';
import { SectionHeading } from './section-heading';
import { SectionProducts } from './section-products';

/**
 * Column layouts that fill whole rows for the section sizes of the spec (25, 6, 8, and 7 plus a tile).
 * On a phone the smaller sections become a row to swipe through, so the page is not forty rows long.
 */
// `relative`: the cards' screen-reader-only texts (absolutely placed) stay inside the scrolling row.
const RAIL = 'relative flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [scrollbar-width:thin] sm:grid sm:gap-4 sm:overflow-visible sm:pb-0';
const RAIL_ITEM = 'w-[44%] shrink-0 snap-start sm:w-auto';
const GRIDS = {
  wide: { list: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5', item: '' },
  six: { list: `${RAIL} sm:grid-cols-3 lg:grid-cols-6`, item: RAIL_ITEM },
  four: { list: `${RAIL} sm:grid-cols-2 md:grid-cols-4`, item: RAIL_ITEM },
} as const;

interface Props {
  title: string;
  text: string;
  /** The category page behind the section ('View all', or the intro tile's button). */
  to: string;
  filters: ProductFilters;
  emptyText: string;
  grid: keyof typeof GRIDS;
  /** The section is on the first screens: fetch at once instead of when scrolled near. */
  eager?: boolean;
  /** Put the title in a coloured first tile instead of above the grid (7 products + tile = 2 full rows). */
  intro?: { tone: IntroTone; cta: string };
}

export function ProductSection({ title, text, to, filters, emptyText, grid, eager = false, intro }: Props) {
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { products, status } = useHomeProducts(filters, eager || near);
  const size = filters.limit ?? products.length;
  const { list, item } = GRIDS[grid];
  const leading = intro && (
    <li className={item}>
      <IntroTile headingId={headingId} title={title} text={text} to={to} cta={intro.cta} tone={intro.tone} />
    </li>
  );
  return (
    <section ref={ref} aria-labelledby={headingId} className="flex flex-col gap-4">
      {!intro && <SectionHeading id={headingId} title={title} text={text} to={to} />}
      <SectionProducts status={status} size={size} emptyText={emptyText} gridClass={list} itemClass={() => item} leading={leading}>
        <ul className={list}>
          {leading}
          {products.map((product) => (
            <li key={product.id} className={item}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </SectionProducts>
    </section>
  );
}
