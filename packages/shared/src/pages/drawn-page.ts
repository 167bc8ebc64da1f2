/**
 * The contract between the API process and the web app's page renderer (apps/web/src/entry-server.tsx,
 * docs/decisions/034): how the renderer reaches the API, what it says of an address, and what it hands back.
 * The web app alone knows its routes, what each landing page is drawn with and when its subject is missing.
 */

/** How one call reaches the API: fetch's shape. In the browser it is fetch; while the server draws, in-process. */
export type ApiSend = (url: string, init: RequestInit) => Promise<Response>;

/** What the web app has at an address, answered from its router without drawing anything. */
export interface PagePlan {
  /** Whether the app has a page there (else the server answers 404 with the app's not-found page). */
  known: boolean;
  /**
   * The build-manifest keys of the page's route modules when the page is drawn by the server (a landing page),
   * for the server to preload their chunks; empty for a page the app draws itself.
   */
  modules: string[];
  /**
   * False for a page no search engine should list (the cart, the checkout, sign-in, the shopper's own pages): the
   * server marks it `noindex`, drawn or not (docs/decisions/065). Left out, the page may be listed.
   */
  indexed?: boolean;
}

/** The app's markup for `#root`, drawn by the server, and what the server needs to know of it. */
export interface DrawnPage {
  html: string;
  /** The language it is written in: the browser hydrates only if it shows the same one. */
  language: string;
  /** The answers the markup was drawn with (TanStack Query's dehydrated state): the page's one initial data. */
  queries: unknown;
  /** The page's HTTP status: 404 when its loader found its subject missing (a product, a category). */
  status: number;
  /** The image of the page's largest paint (a product's photo, a category's banner), for the server to preload. */
  image?: string;
  /** Its own title, description, canonical address and preview (a product page); index.html's otherwise. */
  head?: PageHead;
}

/**
 * What a drawn page says of itself in its head (docs/decisions/060), in the language it is drawn in. The server
 * writes the tags from it (apps/api/src/plugins/web-page/template.ts), with its addresses made absolute.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address (path only, no query): its canonical link and Open Graph url. */
  path: string;
  /** Its picture for link previews (a path of the shop's or an absolute address). */
  image?: string;
  /** A product page's facts for its JSON-LD `Product` and `Offer`. */
  product?: {
    name: string;
    description: string;
    sku: string;
    /** Taka, as a decimal string ("1290.00"). */
    price: string;
    /** The price before a sale, where there is one (taka, "1590.00"): the offer's strikethrough price. */
    oldPrice?: string;
    inStock: boolean;
    brand?: string;
    category?: string;
    /** The real reviews' average and count; absent where nobody has reviewed it (no made-up rating). */
    rating?: { value: number; count: number };
  };
  /** The way to the page from the home page, the page itself last: its JSON-LD `BreadcrumbList`. */
  breadcrumbs?: { name: string; path: string }[];
  /** The home page speaks for the shop: its JSON-LD `Organization` and `WebSite` with the search action. */
  site?: boolean;
  /** A page to show but not to list (a search's results): `noindex`, its links still followed. */
  noindex?: boolean;
}
