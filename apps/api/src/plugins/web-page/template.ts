import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DrawnPage, PageHead } from '@shop/shared';
import { atOrigin } from '../../lib/shop-origin';

/** Vite's build manifest (`build.manifest` in apps/web/vite.config.ts): source module -> emitted chunk. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** What the first screen of a page needs, named in its HTML so the browser fetches it with the app. */
export interface PageHints {
  /** The page's route modules (keys of the manifest, as the web app's renderer names them: PagePlan). */
  modules?: readonly string[];
  /** False for a page search engines should not list (PagePlan.indexed): it is marked `noindex`. */
  indexed?: boolean;
}

// `#root` as index.html has it: either empty, or holding the header's frame up to `<!--/frame-->`.
const ROOT = /<div id="root">(?:[\s\S]*?<!--\/frame-->\s*)?<\/div>/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// `<` escaped keeps a `</script>` inside a product text from ending the data block.
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// The app's script and the chunks it preloads, as the built index.html and the route hints name them.
const SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The page with the app's markup in `#root`. Its scripts now only make it interactive: they wait in
 * `<template id="app-scripts">`, inert, and public/preferences-init.js starts them once the page is painted,
 * so the style sheet and the images of the first screen have the connection to themselves.
 */
function drawn(html: string, app: DrawnPage): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(SCRIPTS, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  return withoutScripts
    .replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${escapeAttribute(app.language)}"`)
    .replace(ROOT, () => `<div id="root" data-ssr="${escapeAttribute(app.language)}">${app.html}</div>`)
    .replace('</body>', () => `<template id="app-scripts">${scripts.join('')}</template>\n</body>`);
}


/**
 * The JSON-LD `Product` with its `Offer` (schema.org; Google's product results' required properties): the sale's
 * old price as a strikethrough price, and an `AggregateRating` only from real reviews.
 */
function productJsonLd(head: PageHead, origin: string) {
  const product = head.product!;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    ...(head.image ? { image: [atOrigin(origin, head.image)] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.value, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } } : {}),
    offers: {
      '@type': 'Offer',
      url: atOrigin(origin, head.path),
      price: product.price,
      priceCurrency: 'BDT',
      ...(product.oldPrice
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: product.oldPrice, priceCurrency: 'BDT' } }
        : {}),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The way to the page as a JSON-LD `BreadcrumbList`, positions from 1, addresses absolute. */
function breadcrumbsJsonLd(trail: NonNullable<PageHead['breadcrumbs']>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: atOrigin(origin, step.path) })),
  };
}

/** The shop itself (the home page): its `Organization` and its `WebSite` with the search a result can offer. */
function siteJsonLd(head: PageHead, origin: string, language: string) {
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', name: 'Bazar', url: atOrigin(origin, '/'), logo: atOrigin(origin, '/favicon.svg') },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Bazar',
      url: atOrigin(origin, '/'),
      inLanguage: language === 'bn' ? 'bn-BD' : 'en',
      description: head.description,
      potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${atOrigin(origin, '/products')}?search={search_term_string}` }, 'query-input': 'required name=search_term_string' },
    },
  ];
}

const NOINDEX = '<meta name="robots" content="noindex, follow">';

/**
 * The page's own head (docs/decisions/060, 065), the one place it is written: its title and description in place of
 * index.html's, its canonical address, Open Graph and Twitter card tags, and its JSON-LD (`<` escaped, so no text
 * of staff's can end the block): a product's, the way to the page, the shop's own on the home page. Addresses
 * absolute from `origin`. A page not to be listed says `noindex` instead of naming a canonical address.
 */
function withHead(html: string, head: PageHead, language: string, origin: string): string {
  const url = atOrigin(origin, head.path);
  const meta = (key: 'property' | 'name', name: string, content: string) => `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;
  const jsonLd = [
    ...(head.product ? [productJsonLd(head, origin)] : []),
    ...(head.breadcrumbs && head.breadcrumbs.length > 1 ? [breadcrumbsJsonLd(head.breadcrumbs, origin)] : []),
    ...(head.site ? siteJsonLd(head, origin, language) : []),
  ];
  const tags = [
    head.noindex ? NOINDEX : `<link rel="canonical" href="${escapeAttribute(url)}">`,
    meta('property', 'og:type', head.product ? 'product' : 'website'),
    meta('property', 'og:site_name', 'Bazar'),
    meta('property', 'og:locale', language === 'bn' ? 'bn_BD' : 'en_US'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(head.image ? [meta('property', 'og:image', atOrigin(origin, head.image))] : []),
    ...(head.product ? [meta('property', 'product:price:amount', head.product.price), meta('property', 'product:price:currency', 'BDT')] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...jsonLd.map((data) => `<script type="application/ld+json">${escapeJson(data)}</script>`),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `${tags.join('\n')}\n</head>`);
}

/** Chunk files a module needs before it runs: itself and its static imports, transitively. */
function chunkClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

/**
 * The built index.html and manifest, read again whenever index.html changes (a rebuild while the
 * server runs), and the HTML of one page with its hints added.
 */
export function createPageTemplate(webDist: string) {
  let loaded: { mtimeMs: number; html: string; manifest: Manifest; entryChunks: Set<string> } | undefined;

  function load() {
    const indexPath = join(webDist, 'index.html');
    const { mtimeMs } = statSync(indexPath);
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    const manifestPath = join(webDist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
    const html = readFileSync(indexPath, 'utf8');
    // What index.html loads already: the entry's closure, and whatever it names itself.
    const entryChunks = chunkClosure(manifest, 'index.html');
    for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) entryChunks.add(match[1]!);
    loaded = { mtimeMs, html, manifest, entryChunks };
    return loaded;
  }

  return function render(hints: PageHints, app?: DrawnPage, origin = ''): string {
    const { html, manifest, entryChunks } = load();
    const head: string[] = [];
    if (app?.image) head.push(`<link rel="preload" as="image" href="${escapeAttribute(app.image)}" fetchpriority="high">`);
    // index.html already preloads the entry's chunks; the route's own come on top, fetched beside them.
    const routeChunks = new Set<string>();
    for (const module of hints.modules ?? []) chunkClosure(manifest, module, routeChunks);
    for (const file of routeChunks) if (!entryChunks.has(file)) head.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
    // A drawn page hydrates from exactly the answers it was drawn with: the app's one initial data (app/initial-data.ts).
    const body = app?.queries ? `<script type="application/json" id="initial-data">${escapeJson(app.queries)}</script>` : '';
    // Functions, not strings: a `$&` in the data must not be read as a replacement pattern.
    // A page not to be listed (the cart, the checkout, a shopper's own pages) says so, drawn or not.
    if (hints.indexed === false && !app?.head?.noindex) head.push(NOINDEX);
    const hinted = head.length > 0 ? html.replace('</head>', () => `${head.join('\n')}\n</head>`) : html;
    const described = app?.head ? withHead(hinted, app.head, app.language, origin) : hinted;
    // Nothing between the app's markup and the end of `#root`: the browser hydrates exactly what React wrote.
    const withApp = app ? drawn(described, app) : described;
    return body ? withApp.replace('</body>', () => `${body}\n</body>`) : withApp;
  };
}
