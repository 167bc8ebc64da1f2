import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatch, type Location } from 'react-router';
import { Toaster } from '../../components/ui/toast';
import { KeepDrawnScroll, NoteDrawnScroll } from './drawn-scroll';
import { FloatingActions } from '../../features/support/components/floating-actions';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { useScrolledPast } from './use-scrolled-past';

/** docs/product/catalog.md: the scroll-to-top button shows after 300 px of scroll, on every page. */
const SCROLL_TO_TOP_THRESHOLD = 300;

/**
 * Where the router keeps a page's scroll position. It keys them by history entry, and every page loaded as a new
 * document is the entry 'default': opening another address in the same tab (a link from outside, a new search
 * typed in the address bar) would land at the height the shopper had reached on the previous document. Such a
 * page is keyed by its address instead, so a reload still returns to where the shopper was.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

/**
 * Header, page, footer, and the floating back-to-top and chat buttons. `pending` is the router's
 * first-load state: the page's chunk is still on its way, so the frame paints at once and the page fills in.
 */
export function RootLayout({ pending = false }: { pending?: boolean }) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(SCROLL_TO_TOP_THRESHOLD);
  // The products page (also /shop) has its own live chat in the other corner.
  // Both hooks run on every render: `a || useMatch(b)` would skip the second one on /products (React #300).
  const onProducts = useMatch('/products');
  const onShop = useMatch('/shop');
  const ownChat = Boolean(onProducts ?? onShop);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 outline-none sm:px-4">
        {/* A full screen while the page's chunk loads keeps the footer below the fold, so it does not jump. */}
        {pending ? <div aria-busy="true" className="min-h-dvh" /> : <Outlet />}
      </main>
      <Footer />
      <FloatingActions showScrollToTop={scrolled} showChat={!ownChat} />
      <Toaster />
      <NoteDrawnScroll />
      <ScrollRestoration getKey={scrollKey} />
      <KeepDrawnScroll />
    </div>
  );
}
