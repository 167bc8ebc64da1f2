import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, ONE_SIZE, takaDecimal, type Language } from '@shop/shared';
import type { Database } from '../../db/client';
import { atOrigin, shopOrigin } from '../../lib/shop-origin';
import { feedProducts, type FeedProduct } from '../../modules/catalog/feed.service';
import { escapeXml } from './sitemap.routes';

/**
 * The catalogue as the ad platforms read it (docs/decisions/066): Meta's catalogue (Facebook and Instagram shops) and
 * Google Merchant Center both take an RSS 2.0 feed of `g:` fields. One address per platform and language, stable.
 */
export const FEED_PLATFORMS = ['google', 'meta'] as const;
type Platform = (typeof FEED_PLATFORMS)[number];

// The platforms' own limits on a title and a description (characters).
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
// Google takes up to ten more pictures beside the first.
const MORE_IMAGES = 10;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const field = (name: string, value: string | number) => `<g:${name}>${escapeXml(String(value))}</g:${name}>`;

/**
 * A product's items: one for a one-size product, one per size otherwise, grouped by the product's SKU so the
 * platforms show them as one product with a size choice. The regular price is `price` and a sale's is `sale_price`.
 */
function itemsOf(product: FeedProduct, platform: Platform, language: Language, origin: string): string {
  const bn = language === 'bn';
  const title = clip(oneLine((bn ? product.nameBn : null) ?? product.name), TITLE_MAX);
  const description = clip(oneLine((bn ? product.descriptionBn : null) ?? product.description) || title, DESCRIPTION_MAX);
  const type = bn ? `${product.categoryBn} > ${product.subcategoryBn}` : `${product.category} > ${product.subcategory}`;
  const onSale = product.oldPrice !== null && product.oldPrice > product.price;
  const [image, ...more] = product.images.map((path) => atOrigin(origin, path));
  const sized = product.sizes.length > 1 || (product.sizes[0] !== undefined && product.sizes[0].size !== ONE_SIZE);
  return product.sizes
    .map(({ size, stock }) => {
      const fields = [
        field('id', sized ? `${product.sku}-${size}` : product.sku),
        ...(sized ? [field('item_group_id', product.sku), field('size', size)] : []),
        field('title', title),
        field('description', description),
        field('link', `${origin}/product/${product.id}`),
        ...(image ? [field('image_link', image)] : []),
        ...more.slice(0, MORE_IMAGES).map((url) => field('additional_image_link', url)),
        field('availability', stock > 0 ? 'in stock' : 'out of stock'),
        field('condition', 'new'),
        field('price', `${takaDecimal(onSale ? product.oldPrice! : product.price)} BDT`),
        ...(onSale ? [field('sale_price', `${takaDecimal(product.price)} BDT`)] : []),
        field('brand', product.brand),
        field('product_type', type),
        // The shop's goods carry no GTIN or MPN: Google asks to be told so; Meta counts what may be sold.
        ...(platform === 'google' ? [field('identifier_exists', 'no')] : [field('quantity_to_sell_on_facebook', Math.max(0, stock))]),
      ];
      return `<item>${fields.join('')}</item>\n`;
    })
    .join('');
}

/** The feed, written batch by batch as the catalogue is read, so a catalogue of 100 000 products is never held whole. */
async function* feed(db: Database, platform: Platform, language: Language, origin: string): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
  yield `<title>Bazar</title>\n<link>${escapeXml(`${origin}/`)}</link>\n<description>${escapeXml(language === 'bn' ? 'Bazar-এর পণ্য' : 'Products of Bazar')}</description>\n`;
  for await (const batch of feedProducts(db)) yield batch.map((product) => itemsOf(product, platform, language, origin)).join('');
  yield '</channel>\n</rss>\n';
}

/** `/feeds/{google,meta}-{en,bn}.xml`, read fresh at each request: a catalogue change shows at the platform's next read. */
export async function feedRoutes(app: FastifyInstance, opts: { db: Database; publicUrl?: string }) {
  for (const platform of FEED_PLATFORMS) {
    for (const language of LANGUAGES) {
      app.get(`/feeds/${platform}-${language}.xml`, async (request, reply) => {
        const body = Readable.from(feed(opts.db, platform, language, shopOrigin(request, opts.publicUrl)));
        // A database fault after the first bytes cannot become an error answer: the feed ends short, and the log says so.
        body.on('error', (error) => request.log.error({ err: error }, 'product feed ended early'));
        return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(body);
      });
    }
  }
}
