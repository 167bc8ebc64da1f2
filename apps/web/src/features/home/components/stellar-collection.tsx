import type { Product } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductCard } from '../../../components/product-card';
import { ProductImage } from '../../../components/ui/product-image';
import { useHomeProducts } from '../hooks/use-home-products';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { HOME_QUERIES, STELLAR_SIZE } from '../utils/home-queries';
import { SectionHeading } from './section-heading';
import { SectionProducts } from './section-products';
import { useLocalName } from '../../../lib/use-local-name';

// Five columns with the first card two by two: exactly two full rows for seven products.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-5';
const itemClass = (index: number) => (index === 0 ? 'col-span-2 row-span-2' : '');

/** docs/product/catalog.md: the first 7 products and an 'Explore All' link to /products. */
export function StellarCollection() {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  // The first 7 of the all-collection answer: the same request, already in the cache.
  const { products, status } = useHomeProducts(HOME_QUERIES.all, near, STELLAR_SIZE);
  return (
    <section ref={ref} aria-labelledby="stellar-title" className="flex flex-col gap-4">
      <SectionHeading
        id="stellar-title"
        title={t('storefront.home.stellarTitle')}
        text={t('storefront.home.stellarText')}
        to="/products"
        linkText={t('home.exploreAll')}
      />
      <SectionProducts status={status} size={STELLAR_SIZE} emptyText={t('home.noProducts')} gridClass={GRID} itemClass={itemClass}>
        <ul className={GRID}>
          {products.map((product, index) => (
            <li key={product.id} className={itemClass(index)}>
              {index === 0 ? <StellarLead product={product} /> : <ProductCard product={product} />}
            </li>
          ))}
        </ul>
      </SectionProducts>
    </section>
  );
}

/** The leading product, its picture filling a double-size tile with the name and price over it. */
function StellarLead({ product }: { product: Product }) {
  const localName = useLocalName();
  return (
    <Link
      to={`/product/${product.id}`}
      className="group relative flex h-full min-h-80 overflow-hidden rounded-lg bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <div className="absolute inset-0 [&>img]:h-full [&>img]:transition [&>img]:duration-500 group-hover:[&>img]:scale-105 motion-reduce:[&>img]:transform-none">
        <ProductImage src={product.image} alt={localName(product.name, product.name_bn)} />
      </div>
      <div className="relative mt-auto w-full bg-gradient-to-t from-slate-950/90 via-slate-950/60 to-transparent p-4 pt-16 text-white">
        <h3 className="line-clamp-2 text-lg font-semibold">{localName(product.name, product.name_bn)}</h3>
        <div className="[&_span]:text-white [&_s]:text-slate-300">
          <Price amount={product.price} oldAmount={product.oldPrice} />
        </div>
      </div>
    </Link>
  );
}
