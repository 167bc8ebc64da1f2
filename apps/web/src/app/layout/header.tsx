import { lazy, Suspense } from 'react';
import { CartDropdown } from '../../features/cart/components/cart-dropdown';
import { CartLink } from '../../features/cart/components/cart-link';
import { useCategories } from '../../api/catalogue';
import { AccountMenu } from '../../features/navigation/components/account-menu';
import { HoverDropdown, panelCard } from '../../features/navigation/components/hover-dropdown';
import { SearchBox } from '../../features/search/components/search-box';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { TopBar } from './top-bar';
import { useScrolledPast } from './use-scrolled-past';

// The mega-menus exist only on wide screens: phones never download them.
const navBarFrame = 'h-11 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';
const MainNav = lazy(() => import('../../features/navigation/components/main-nav').then((m) => ({ default: m.MainNav })));

/** docs/product/catalog.md: the header turns translucent, and the search stays on top, after 50 px of scroll. */
const SCROLL_THRESHOLD = 50;

/**
 * Wide screens: the top bar, then the sticky bar (logo, search, cart), then the category bar with
 * the mega-menus. Phones: menu button, logo, account and cart, with the search on a second row.
 * Each control exists once in the page (not hidden copies), so labels and tests find exactly one.
 */
export function Header() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  // One categories answer for the Shop, CATEGORY and phone menus (shared with the home tiles).
  const categories = useCategories();
  return (
    <>
      {desktop ? (
        <TopBar />
      ) : (
        // A page drawn by the server does not know the width: on a wide screen the top bar's frame holds its
        // place, so the page does not move down under the shopper's pointer when the bar arrives.
        <div className="hidden h-9 bg-slate-900 md:block" aria-hidden="true" />
      )}
      <header
        data-scrolled={scrolled || undefined}
        className={`sticky top-0 z-40 border-b border-slate-200 transition-colors duration-200 dark:border-slate-800 ${
          scrolled ? 'bg-white/80 shadow-sm backdrop-blur-md dark:bg-slate-900/80' : 'bg-white dark:bg-slate-900'
        }`}
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:gap-x-4 sm:px-4 md:h-16 md:flex-nowrap md:py-0">
          {!desktop && <MobileMenu categories={categories} />}
          <Logo />
          <div className="order-last w-full md:order-none md:mx-4 md:w-auto md:max-w-2xl md:flex-1">
            <SearchBox />
          </div>
          <div className="ml-auto flex items-center gap-1">
            {!desktop && <AccountMenu tone="icon" />}
            <HoverDropdown
              triggerIsLink
              openOnFocus
              panelClassName={`${panelCard} absolute right-0 top-full mt-2`}
              trigger={(props) => <CartLink {...props} />}
            >
              <CartDropdown />
            </HoverDropdown>
          </div>
        </div>
      </header>
      {desktop ? (
        // Same height and look as the bar, so nothing moves when it arrives.
        <Suspense fallback={<div className={navBarFrame} />}>
          <MainNav categories={categories} />
        </Suspense>
      ) : (
        // A page drawn by the server does not know the width: the bar's frame holds its place on a wide screen.
        <div className={`hidden md:block ${navBarFrame}`} />
      )}
    </>
  );
}
