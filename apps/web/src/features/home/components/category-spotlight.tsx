import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useCategories } from '../../../api/catalogue';
import { useLocalName } from '../../../lib/use-local-name';
import { useHomeProducts } from '../hooks/use-home-products';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { HOME_QUERIES } from '../utils/home-queries';

const SPOTLIGHTS = {
  men: { slug: 'men', fallback: 'bg-blue-900', eyebrow: 'menEyebrow', title: 'menTitle', text: 'menText', cta: 'shopMen', empty: 'noMaleProducts' },
  women: { slug: 'women', fallback: 'bg-pink-800', eyebrow: 'womenEyebrow', title: 'womenTitle', text: 'womenText', cta: 'shopWomen', empty: 'noFemaleProducts' },
} as const;

/** Subcategory shortcuts shown on a spotlight: enough to suggest the range without crowding it. */
const SHORTCUTS = 4;

/**
 * The men and women banners after the promo (docs/product/catalog.md): the department's banner picture, its
 * subcategories and how many styles it has. It reuses the category list and the section's product
 * request, so it costs no request of its own.
 */
export function CategorySpotlight({ department }: { department: keyof typeof SPOTLIGHTS }) {
  const { t } = useTranslation();
  const headingId = useId();
  const spot = SPOTLIGHTS[department];
  const [ref, near] = useNearViewport<HTMLElement>();
  const { status, total } = useHomeProducts(HOME_QUERIES[department], near);
  const category = useCategories().data?.find((c) => c.slug === spot.slug);
  const to = `/category/${spot.slug}`;
  const localName = useLocalName();

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={`relative isolate flex min-h-72 overflow-hidden rounded-xl text-white ${spot.fallback}`}
    >
      {category?.bannerImage && (
        <img
          src={category.bannerImage}
          alt=""
          width={1600}
          height={480}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover object-right"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/10" />
      <div className="flex max-w-md flex-col justify-center gap-3 p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-widest text-white/80 uppercase">{t(`storefront.home.spotlight.${spot.eyebrow}`)}</p>
        <h2 id={headingId} className="text-2xl leading-tight font-extrabold sm:text-3xl">
          {t(`storefront.home.spotlight.${spot.title}`)}
        </h2>
        <p className="text-sm text-white/90">{t(`storefront.home.spotlight.${spot.text}`)}</p>
        {category && category.subcategories.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {category.subcategories.slice(0, SHORTCUTS).map((sub) => (
              <li key={sub.id}>
                <Link
                  to={`/subcategory/${sub.slug}`}
                  className="block rounded-full border border-white/40 bg-white/10 px-3 py-1 text-xs font-medium backdrop-blur-sm transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                >
                  {localName(sub.name, sub.name_bn)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-1 flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
          {status === 'empty' ? (
            <p role="status" className="text-sm font-medium">{t(`storefront.home.${spot.empty}`)}</p>
          ) : (
            <>
              <Link to={to} className={buttonClass('light')}>
                {t(`storefront.home.${spot.cta}`)}
              </Link>
              {status === 'ready' && (
                <span className="text-sm text-white/85">{t('storefront.home.styles', { count: total })}</span>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
