import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@shop/shared';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { useHomeProducts, type SectionStatus } from '../hooks/use-home-products';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { HOME_QUERIES } from '../utils/home-queries';
import { SectionHeading } from './section-heading';

const DEPARTMENTS = [
  { key: 'men', label: 'featuredMen', empty: 'storefront.home.noMaleProducts' },
  { key: 'women', label: 'featuredWomen', empty: 'storefront.home.noFemaleProducts' },
  { key: 'kids', label: 'featuredKids', empty: 'home.noProducts' },
] as const;

/**
 * docs/product/catalog.md: the first product of men, women and kids. The picks come from the same requests
 * as the men, kids and women sections below, so they cost nothing extra.
 */
export function FeaturedPicks() {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="featured-title" className="flex flex-col gap-4">
      <SectionHeading id="featured-title" title={t('storefront.home.featuredTitle')} text={t('storefront.home.featuredText')} />
      <ul className="grid gap-3 sm:gap-4 md:grid-cols-3">
        {DEPARTMENTS.map((department) => (
          <FeaturedPick key={department.key} department={department} enabled={near} />
        ))}
      </ul>
    </section>
  );
}

function FeaturedPick({ department, enabled }: { department: (typeof DEPARTMENTS)[number]; enabled: boolean }) {
  const { t } = useTranslation();
  const { products, status } = useHomeProducts(HOME_QUERIES[department.key], enabled, 1);
  const label = t(`storefront.home.${department.label}`);
  return (
    <li className="relative flex min-h-36 gap-4 rounded-xl border border-slate-200 bg-white p-3 transition hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <PickBody status={status} product={products[0]} label={label} emptyText={t(department.empty)} />
      <Link
        to={`/category/${department.key}`}
        aria-label={t('storefront.home.viewAllLabel', { section: label })}
        className="relative z-10 self-end rounded text-xs font-semibold whitespace-nowrap text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
      >
        {t('storefront.home.viewAll')}
      </Link>
    </li>
  );
}

interface BodyProps {
  status: SectionStatus;
  product: Product | undefined;
  label: string;
  emptyText: string;
}

function PickBody({ status, product, label, emptyText }: BodyProps) {
  const { t } = useTranslation();
  const tag = <p className="text-xs font-bold tracking-wider text-brand-600 uppercase dark:text-brand-400">{label}</p>;
  if (status === 'pending' || !product) {
    return (
      <>
        <div aria-hidden="true" className="aspect-[4/5] w-24 shrink-0 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none sm:w-32 dark:bg-slate-800" />
        <div className="flex flex-1 flex-col gap-2 py-1">
          {tag}
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {status === 'pending' ? t('home.loadingProducts') : emptyText}
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <div className="w-24 shrink-0 overflow-hidden rounded-lg sm:w-32">
        <ProductImage src={product.image} alt="" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-1">
        {tag}
        {/* The name's link covers the whole card (after:inset-0): one link per product, a large target. */}
        <Link
          to={`/product/${product.id}`}
          className="line-clamp-3 text-sm font-medium text-slate-800 after:absolute after:inset-0 after:rounded-xl hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:text-brand-400"
        >
          {product.name}
        </Link>
        <div className="mt-auto">
          <Price amount={product.price} oldAmount={product.oldPrice} />
        </div>
      </div>
    </>
  );
}
