import type { Category, ProductDetail } from '@shop/shared';
import type { PageHints } from './template';

/** GETs an API path in-process: its status, and its JSON when it is 200. */
export type ApiGet = (path: string) => Promise<{ status: number; body?: unknown }>;

/**
 * The landing pages whose first screen the server helps with, and the route module each one opens
 * (the web app's router, apps/web/src/app/router.tsx, has the same paths). Other pages get the plain app.
 */
const ROUTES: ReadonlyArray<[RegExp, string]> = [
  [/^\/(home)?$/, 'src/app/routes/home.tsx'],
  [/^\/(product\/[^/]+|productdetails)$/, 'src/app/routes/product.tsx'],
  [/^\/(categories|category(\/[^/]+)?|subcategory\/[^/]+)$/, 'src/app/routes/category.tsx'],
  [/^\/(products|shop)$/, 'src/app/routes/products.tsx'],
];

/** The route module a page path opens, if it is one of the landing pages above. */
export function routeModuleOf(path: string): string | undefined {
  return ROUTES.find(([pattern]) => pattern.test(path))?.[1];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function productId(path: string, query: URLSearchParams): string | undefined {
  const raw = path.startsWith('/product/') ? decodeURIComponentSafe(path.slice('/product/'.length)) : query.get('id');
  const id = raw?.trim();
  return id ? id : undefined;
}

function decodeURIComponentSafe(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * A product page carries its product and names its first photo (its largest paint), or says there is no such
 * product (status 404, product null: the page is drawn as 'Product not found.'); a category page names its
 * banner, found in the categories, which every landing page carries. Product lists are fetched by the app as
 * usual.
 */
export async function pageHints(path: string, query: URLSearchParams, get: ApiGet): Promise<PageHints> {
  const routeModule = routeModuleOf(path);
  const data: Record<string, unknown> = {};
  const hints: PageHints = { routeModule, data };
  if (routeModule === 'src/app/routes/product.tsx') {
    const id = productId(path, query);
    const answer = id ? await get(`/products/${encodeURIComponent(id)}`) : undefined;
    const body = answer?.body;
    if (id && isRecord(body) && isRecord(body.product)) {
      const product = body.product as Partial<ProductDetail>;
      // Keyed by the id as the address spells it: the page looks its product up under that key.
      data.product = { id, product };
      hints.image = nonEmpty(product.images?.[0]) ?? nonEmpty(product.image);
    } else if (!id || answer?.status === 404 || answer?.status === 400) {
      // The same as the app's own answer for it (apps/web/src/features/catalog/api/get-product.ts).
      if (id) data.product = { id, product: null };
      hints.status = 404;
    }
  }
  // Every landing page is drawn with the categories (decision 023): the header's menus, the home page's tiles,
  // the category page's banner and list come with the page instead of after it.
  const categories = routeModule ? (await get('/categories')).body : undefined;
  if (Array.isArray(categories)) data.categories = categories;
  if (routeModule === 'src/app/routes/category.tsx' && Array.isArray(categories)) {
    const slug = /^\/category\/([^/]+)$/.exec(path)?.[1];
    const category = slug ? (categories as Category[]).find((c) => c.slug === decodeURIComponentSafe(slug)) : undefined;
    // The order the page itself tries (apps/web/src/features/listing/utils/banner.ts).
    hints.image = nonEmpty(category?.bannerImage) ?? nonEmpty(category?.image);
  }
  return hints;
}
