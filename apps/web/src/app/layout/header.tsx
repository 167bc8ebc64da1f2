import { useTranslation } from 'react-i18next';
import { CartLink } from '../../features/cart/components/cart-link';
import { CategoryNav } from '../../features/catalog/components/category-nav';
import { SearchBox } from '../../features/search/components/search-box';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SignInLink } from './sign-in-link';
import { TopBar } from './top-bar';
import { useScrolledPast } from './use-scrolled-past';

/** storefront.md: the header turns translucent, and the search stays on top, after 50 px of scroll. */
const SCROLL_THRESHOLD = 50;

/**
 * Desktop: top bar, one row with the search in the middle, then the category bar.
 * Phone: menu button, logo and cart, with the search on a second row. Each control exists once
 * in the page (not hidden copies), so labels and tests find exactly one.
 */
export function Header() {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  return (
    <>
      {desktop && <TopBar />}
      <header
        className={`sticky top-0 z-40 border-b border-slate-200 transition-colors dark:border-slate-800 ${
          scrolled ? 'bg-white/85 shadow-sm backdrop-blur-md dark:bg-slate-900/85' : 'bg-white dark:bg-slate-900'
        }`}
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:gap-x-4 sm:px-4 md:h-16 md:flex-nowrap md:py-0">
          {!desktop && <MobileMenu />}
          <Logo />
          <div className="order-last w-full md:order-none md:mx-4 md:w-auto md:max-w-2xl md:flex-1">
            <SearchBox />
          </div>
          <div className="ml-auto flex items-center gap-1">
            <SignInLink />
            <CartLink />
          </div>
        </div>
      </header>
      {desktop && (
        <nav
          aria-label={t('header.categoriesNav')}
          className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="mx-auto max-w-7xl px-1">
            <CategoryNav layout="bar" />
          </div>
        </nav>
      )}
    </>
  );
}
