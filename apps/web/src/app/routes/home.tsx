import { useTranslation } from 'react-i18next';
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
import { HOME_QUERIES } from '../../features/home/utils/home-queries';
import { usePageTitle } from '../../lib/use-page-title';

/** storefront.md §2, the home page top to bottom (the newsletter is in the footer). */
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
      <ProductSection
        title={t('home.collectionTitle')}
        text={t('home.collectionText')}
        to="/products"
        filters={HOME_QUERIES.all}
        emptyText={t('home.noProducts')}
        grid="wide"
        eager
      />
      <ProductSection
        title={t('storefront.home.tshirtsTitle')}
        text={t('storefront.home.tshirtsText')}
        to="/category/t-shirt"
        filters={HOME_QUERIES.tshirts}
        emptyText={t('home.noProducts')}
        grid="six"
      />
      <PromoBanner />
      <div className="grid gap-4 lg:grid-cols-2">
        <CategorySpotlight department="men" />
        <CategorySpotlight department="women" />
      </div>
      <FeaturedPicks />
      <ProductSection
        title={t('storefront.home.menTitle')}
        text={t('storefront.home.menText')}
        to="/category/men"
        filters={HOME_QUERIES.men}
        emptyText={t('storefront.home.noMaleProducts')}
        grid="four"
      />
      <ProductSection
        title={t('storefront.home.kidsTitle')}
        text={t('storefront.home.kidsText')}
        to="/category/kids"
        filters={HOME_QUERIES.kids}
        emptyText={t('home.noProducts')}
        grid="four"
        intro={{ tone: 'kids', cta: t('storefront.home.shopKids') }}
      />
      <ProductSection
        title={t('storefront.home.womenTitle')}
        text={t('storefront.home.womenText')}
        to="/category/women"
        filters={HOME_QUERIES.women}
        emptyText={t('storefront.home.noFemaleProducts')}
        grid="four"
        intro={{ tone: 'women', cta: t('storefront.home.shopWomen') }}
      />
      <StellarCollection />
      <WelcomeBanner />
      <Sponsors />
    </div>
  );
}
