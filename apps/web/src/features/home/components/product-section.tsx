import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../../components/product-card';
import { useHomeProducts } from '../hooks/use-home-products';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { HomeSection } from '../utils/home-sections';
import { IntroTile } from './intro-tile';
import { SectionHeading } from './section-heading';
import { SectionProducts } from './section-products';

/**
 * Column layouts that fill whole rows for the section sizes of the home page (docs/product/catalog.md: 25, 6, 8, and 7 plus a tile).
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

/**
 * The 25 of the wide grid fill five columns exactly; with 2, 3 or 4 columns the 25th would sit alone on
 * its last row and look unfinished, so there the grid stops at the last multiple of 12 (whole rows in all three).
 */
const wholeRows = (count: number) => (count > 12 ? count - (count % 12) : count);

/** One product section of the home page, drawn from its descriptor (utils/home-sections.ts). */
export function ProductSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  const { filters, grid, to, eager = false, intro } = section;
  const title = t(section.title);
  const text = t(section.text);
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { products, status } = useHomeProducts(filters, eager || near);
  const size = filters.limit ?? products.length;
  const { list, item } = GRIDS[grid];
  const leading = intro && (
    <li className={item}>
      <IntroTile headingId={headingId} title={title} text={text} to={to} cta={t(intro.cta)} tone={intro.tone} />
    </li>
  );
  return (
    <section ref={ref} aria-labelledby={headingId} className="flex flex-col gap-4">
      {!intro && <SectionHeading id={headingId} title={title} text={text} to={to} />}
      <SectionProducts status={status} size={size} emptyText={t(section.empty)} gridClass={list} itemClass={() => item} leading={leading}>
        <ul className={list}>
          {leading}
          {products.map((product, index) => (
            <li key={product.id} className={`${item} ${grid === 'wide' && index >= wholeRows(products.length) ? 'max-xl:hidden' : ''}`}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </SectionProducts>
    </section>
  );
}
