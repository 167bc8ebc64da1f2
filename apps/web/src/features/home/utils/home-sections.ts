import type { ProductFilters } from '../../../api/catalogue';
import { HOME_QUERIES } from './home-queries';

/** Keys of the catalogue texts a section shows (typed, so a misspelt key does not compile). */
type TextKey =
  | 'home.collectionTitle' | 'home.collectionText' | 'home.noProducts'
  | `storefront.home.${'tshirts' | 'men' | 'kids' | 'women'}${'Title' | 'Text'}`
  | 'storefront.home.noMaleProducts' | 'storefront.home.noFemaleProducts'
  | 'storefront.home.shopKids' | 'storefront.home.shopWomen';

/** One product section of the home page: what it asks for, where 'View all' leads, and its texts. */
export interface HomeSection {
  title: TextKey;
  text: TextKey;
  to: string;
  filters: ProductFilters;
  empty: TextKey;
  /** Column layout (see ProductSection). */
  grid: 'wide' | 'six' | 'four';
  /** On the first screen: fetched at once instead of when scrolled near. */
  eager?: boolean;
  /** The title as a coloured first tile of the grid, with its button. */
  intro?: { tone: 'kids' | 'women'; cta: TextKey };
}

/** docs/product/catalog.md: all collection 25, t-shirts 6, men 8, kids 7, women 7. */
export const HOME_SECTIONS = {
  all: { title: 'home.collectionTitle', text: 'home.collectionText', to: '/products', filters: HOME_QUERIES.all, empty: 'home.noProducts', grid: 'wide', eager: true },
  tshirts: { title: 'storefront.home.tshirtsTitle', text: 'storefront.home.tshirtsText', to: '/category/t-shirt', filters: HOME_QUERIES.tshirts, empty: 'home.noProducts', grid: 'six' },
  men: { title: 'storefront.home.menTitle', text: 'storefront.home.menText', to: '/category/men', filters: HOME_QUERIES.men, empty: 'storefront.home.noMaleProducts', grid: 'four' },
  kids: {
    title: 'storefront.home.kidsTitle', text: 'storefront.home.kidsText', to: '/category/kids', filters: HOME_QUERIES.kids,
    empty: 'home.noProducts', grid: 'four', intro: { tone: 'kids', cta: 'storefront.home.shopKids' },
  },
  women: {
    title: 'storefront.home.womenTitle', text: 'storefront.home.womenText', to: '/category/women', filters: HOME_QUERIES.women,
    empty: 'storefront.home.noFemaleProducts', grid: 'four', intro: { tone: 'women', cta: 'storefront.home.shopWomen' },
  },
} as const satisfies Record<string, HomeSection>;
