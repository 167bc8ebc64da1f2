import { useTranslation } from 'react-i18next';
import { BelowFold } from '../../components/ui/below-fold';
import { CategoryTiles } from '../../features/catalog/components/category-tiles';
import { Benefits } from '../../features/home/components/benefits';
import { CategorySpotlight } from '../../features/home/components/category-spotlight';
import { FeaturedPicks } from '../../features/home/components/featured-picks';
import { Hero } from '../../features/home/components/hero';
import { ProductSection } from '../../features/home/components/product-section';
import { PromoBanner } from '../../features/home/components/promo-banner';
import { Sponsors } from '../../features/home/components/sponsors';
import { StellarCollection } from '../../features/home/components/stellar-collection';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';
import { HOME_SECTIONS } from '../../features/home/utils/home-sections';
import { productsQuery } from '../../api/catalogue';
import { deliveryFeesQuery } from '../../api/delivery';
import { answerOf, landingLoader } from '../../lib/landing-loader';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * What the server draws the home page with (docs/decisions/034): the sections on the first screen. The later
 * ones wait for the shopper to scroll near them, in the browser, and are drawn waiting. (The categories of the
 * tiles and menus come with every landing page: app/router.tsx.)
 */
export const loader = landingLoader(async (client, _args, _language, t) => {
  const eager = Object.values(HOME_SECTIONS).filter((section) => 'eager' in section && section.eager);
  // The promo banner's delivery line is priced by the fee table (docs/decisions/044): drawn with it, not without.
  await Promise.all([...eager.map((section) => answerOf(client, productsQuery(section.filters))), answerOf(client, deliveryFeesQuery())]);
  // It speaks for the shop (docs/decisions/065): one address for / and /home, and the shop's own JSON-LD.
  return { head: { title: t('siteTitle', { ns: 'pageHead' }), description: t('siteDescription', { ns: 'pageHead' }), path: '/', site: true } };
});

/** The home page below its first screen, top to bottom. */
const laterParts = [
  <ProductSection key="all" section={HOME_SECTIONS.all} />,
  <ProductSection key="tshirts" section={HOME_SECTIONS.tshirts} />,
  <PromoBanner key="promo" />,
  <div key="spotlights" className="grid gap-4 lg:grid-cols-2">
    <CategorySpotlight department="men" />
    <CategorySpotlight department="women" />
  </div>,
  <FeaturedPicks key="featured" />,
  <ProductSection key="men" section={HOME_SECTIONS.men} />,
  <ProductSection key="kids" section={HOME_SECTIONS.kids} />,
  <ProductSection key="women" section={HOME_SECTIONS.women} />,
  <StellarCollection key="stellar" />,
  <WelcomeBanner key="welcome" />,
  <Sponsors key="sponsors" />,
];

/** docs/product/catalog.md, the home page top to bottom (the newsletter is in the footer). */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(null);
  return (
    <div className="flex flex-col gap-10 sm:gap-12">
      <Hero />
      <section aria-labelledby="categories-title" className="flex flex-col gap-4">
        <h2 id="categories-title" className="text-xl font-bold sm:text-2xl">
          {t('home.categoriesTitle')}
        </h2>
        <CategoryTiles />
      </section>
      <Benefits />
      {/* Below the first screen: laid out, painted and hydrated as the shopper scrolls near (BelowFold). */}
      {laterParts.map((part) => (
        <BelowFold key={part.key}>{part}</BelowFold>
      ))}
    </div>
  );
}
