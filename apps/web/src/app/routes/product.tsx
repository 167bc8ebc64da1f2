import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams, type Params } from 'react-router';
import type { TFunction } from 'i18next';
import type { Language, PageHead, ProductDetail } from '@shop/shared';
import { BelowFold } from '../../components/ui/below-fold';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { cartActions, useCart } from '../../api/cart/use-cart';
import { productQuery } from '../../api/catalogue';
import { relatedProductsQuery } from '../../features/product-detail/hooks/use-related-products';
import { suggestedProductsQuery } from '../../features/product-detail/hooks/use-suggested-products';
import { topProductsQuery } from '../../features/product-detail/hooks/use-top-products';
import { Breadcrumbs } from '../../features/product-detail/components/breadcrumbs';
import { RelatedProducts, SuggestedProducts, TopProducts } from '../../features/product-detail/components/catalogue-rails';
import { NewsletterBox } from '../../features/newsletter/components/newsletter-box';
import { ProductFaq } from '../../features/product-detail/components/product-faq';
import { ProductOverview } from '../../features/product-detail/components/product-overview';
import { ProductRail } from '../../features/product-detail/components/product-rail';
import { ProductSkeleton } from '../../features/product-detail/components/product-skeleton';
import { ProductTabs } from '../../features/product-detail/components/product-tabs';
import { PromoBanner } from '../../features/product-detail/components/promo-banner';
import { ShareButton } from '../../features/product-detail/components/share-button';
import { productTrail } from '../../features/product-detail/utils/trail';
import { rememberViewed, useRecentlyViewed } from '../../features/recently-viewed/hooks/use-recently-viewed';
import { WishlistButton } from '../../features/wishlist/components/wishlist-button';
import { answerOf, landingLoader } from '../../lib/landing-loader';
import { usePageTitle } from '../../lib/use-page-title';
import { deliveryFeesQuery } from '../../api/delivery';
import { useLocalName } from '../../lib/use-local-name';

// The reviews read their answers through zod schemas (packages/shared): they come with their part of the page,
// below the first screen, so zod is not part of what makes the product itself interactive.
const ReviewSummaryCard = lazy(() => import('../../features/reviews/components/review-summary-card').then((m) => ({ default: m.ReviewSummaryCard })));
const ProductReviews = lazy(() => import('../../features/reviews/components/product-reviews').then((m) => ({ default: m.ProductReviews })));

/** The product an address names: /product/{id}, or the old /productdetails?id={id}. */
const productIdOf = (params: Params, search: URLSearchParams) => (params.id ?? search.get('id') ?? '').trim();

/** No id, an unknown one and a malformed one all mean there is no such product (null: get-product.ts). */
const isMissing = (id: string, product: ProductDetail | null | undefined): product is null => id === '' || product === null;

/**
 * What the server draws a product page with (docs/decisions/034): the product, and the lists and reviews of the
 * parts below it; a page of no product is answered 404. Its largest paint is the product's first photo.
 */
export const loader = landingLoader(async (client, { params, request }, language, t) => {
  const id = productIdOf(params, new URL(request.url).searchParams);
  const product = id === '' ? null : await answerOf(client, productQuery(id));
  if (isMissing(id, product)) return { missing: true };
  // Its call failed: drawn loading, for the browser to ask again.
  if (!product) return {};
  const lists = [relatedProductsQuery(product), suggestedProductsQuery(), topProductsQuery()];
  // The reviews' module reads its answers through zod, which stays out of this page's first chunk (as its parts do).
  const { productReviewsQuery } = await import('../../api/reviews');
  const [reviews] = await Promise.all([
    answerOf(client, productReviewsQuery(product.id)),
    ...lists.map((options) => answerOf(client, options)),
    answerOf(client, deliveryFeesQuery()),
  ]);
  const image = [product.images[0], product.image].find((image) => image?.trim());
  return { image, head: productHead(product, { language, t, image, rating: reviews?.summary }) };
});

/** A description's first sentence or so, on one line, short enough for a search result (about 160 characters). */
function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/**
 * What the product page says of itself in its head (docs/decisions/060, 065): its name and category as the title,
 * its description, its one address (whichever alias it was reached by), its photo, the facts of its JSON-LD offer
 * (the old price of a sale, the real reviews' rating where there are any) and the way to it.
 */
function productHead(product: ProductDetail, facts: { language: Language; t: TFunction; image?: string; rating?: { average: number; count: number } }): PageHead {
  const bn = facts.language === 'bn';
  const name = (bn ? product.name_bn : null) ?? product.name;
  const description = summary((bn ? product.description_bn : null) ?? product.description) || name;
  const category = bn ? product.category_bn : product.category;
  const path = `/product/${product.id}`;
  const rating = facts.rating && facts.rating.count > 0 ? { value: facts.rating.average, count: facts.rating.count } : undefined;
  return {
    title: `${name} | ${category} | Bazar`,
    description,
    path,
    ...(facts.image ? { image: facts.image } : {}),
    product: {
      name,
      description,
      sku: product.sku,
      price: product.price.toFixed(2),
      ...(product.oldPrice !== null && product.oldPrice > product.price ? { oldPrice: product.oldPrice.toFixed(2) } : {}),
      inStock: product.stock > 0,
      brand: product.brand,
      category,
      ...(rating ? { rating } : {}),
    },
    breadcrumbs: [...productTrail(product, facts.t, facts.language), { name, path }],
  };
}

/** /product/{id}, and the old /productdetails?id={id}. */
export default function ProductPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = productIdOf(useParams(), search);
  const { data: product, isPending, error, refetch, isFetching } = useQuery({ ...productQuery(id), enabled: id !== '' });
  const missing = isMissing(id, product);
  const localName = useLocalName();
  usePageTitle(product ? localName(product.name, product.name_bn) : missing ? t('product.notFound') : null);

  if (missing) return <ProductNotFound />;
  if (isPending) return <ProductSkeleton />;
  if (error) {
    return (
      <PageStatus role="alert" title={t('errors.generic')}>
        <button type="button" onClick={() => void refetch()} disabled={isFetching} className={buttonClass('secondary')}>
          {t('errors.tryAgain')}
        </button>
      </PageStatus>
    );
  }
  // Keyed by id: another product starts with fresh choices, gallery and timers.
  return <ProductView key={product.id} product={product} />;
}

/** 'Product not found.' (the server answers it 404: `loader` above). */
function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <PageStatus heading title={t('product.notFound')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('product.notFoundHint')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonClass('primary')}>{t('common.backHome')}</Link>
        <Link to="/products" className={buttonClass('secondary')}>{t('product.browseProducts')}</Link>
      </div>
    </PageStatus>
  );
}

/**
 * One product's page. It subscribes to nothing itself: the cart and the recently viewed list redraw only the
 * parts that show them, so the parts below the first screen, which a drawn page hydrates later (BelowFold),
 * are not forced to hydrate at once by the list this page adds itself to.
 */
function ProductView({ product }: { product: ProductDetail }) {
  const { id, name, name_bn, price, oldPrice, image, category } = product;
  const localName = useLocalName();

  useEffect(() => {
    rememberViewed({ id, name, name_bn, price, oldPrice, image, category });
  }, [id, name, name_bn, price, oldPrice, image, category]);

  // Read on click only; the server renders this page too, where there is no window.
  const shareUrl = typeof window === 'undefined' ? `/product/${id}` : `${window.location.origin}/product/${id}`;

  return (
    <div className="flex flex-col gap-8 pb-20">
      <div className="flex flex-col gap-4">
        <Breadcrumbs product={product} />
        <ProductPurchase
          product={product}
          actions={
            <>
              <WishlistButton item={{ id, name, name_bn, price, oldPrice, image }} />
              <ShareButton title={localName(name, name_bn)} url={shareUrl} />
            </>
          }
        />
      </div>
      {/* Below the first screen: laid out, painted and hydrated as the shopper scrolls near (BelowFold). */}
      <BelowFold>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ProductTabs product={product} />
          <Suspense fallback={null}>
            <ReviewSummaryCard productId={id} />
          </Suspense>
        </div>
      </BelowFold>
      <BelowFold>
        <ProductReviews productId={id} />
      </BelowFold>
      <BelowFold>
        <RelatedProducts product={product} />
      </BelowFold>
      <BelowFold>
        <SuggestedProducts productId={id} />
      </BelowFold>
      <BelowFold mine>
        <RecentlyViewedRail productId={id} />
      </BelowFold>
      <BelowFold>
        <TopProducts />
      </BelowFold>
      <BelowFold>
        <ProductFaq />
      </BelowFold>
      <NewsletterBox />
      <PromoBanner />
    </div>
  );
}

/** The product's overview with how many of each size are already in the cart. */
function ProductPurchase({ product, actions }: { product: ProductDetail; actions: ReactNode }) {
  const { lines } = useCart();
  const { id, name, name_bn, price, oldPrice, image, category, colour, stock } = product;
  const inCart: Record<string, number> = {};
  for (const line of lines) if (line.id === id) inCart[line.selectedSize] = (inCart[line.selectedSize] ?? 0) + line.qty;
  return (
    <ProductOverview
      product={product}
      inCart={inCart}
      onAddToCart={(size, qty) => cartActions.add({ id, name, name_bn, price, oldPrice, image, colour, category, stock }, size, qty)}
      actions={actions}
    />
  );
}

function RecentlyViewedRail({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const viewed = useRecentlyViewed();
  return <ProductRail title={t('productPage.rails.recent')} products={viewed.filter((p) => p.id !== productId)} columns={5} testId="recently-viewed" />;
}
