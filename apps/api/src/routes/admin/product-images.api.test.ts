import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX, ProductImagesAnswerSchema, type AuditList, type Product } from '@shop/shared';
import { categories, productImages, products, subcategories } from '../../db/schema/index';
import { staffOfEveryRole, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';
import { signUp } from '../../../test/users';
import { gifImage, pngClaiming } from '../../../test/fixtures/payment-proofs';
import { photo, pixelAt, pngPhoto, sendImage, sidewaysJpeg } from '../../../test/fixtures/catalogue-images';

// Every decode of an upload's pixels is counted (the real one runs), so a test tells a refusal made from the
// header alone from one made after decoding.
const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/image-intake', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/image-intake')>();
  return {
    ...real,
    decodeImage: (...args: Parameters<typeof real.decodeImage>) => {
      decodes.count += 1;
      return real.decodeImage(...args);
    },
  };
});

let t: StaffTestbed;
let owner: StaffMember;
let manager: StaffMember;
let support: StaffMember;
beforeAll(async () => ({ t, owner, manager, support } = await staffOfEveryRole()));
afterAll(async () => t?.close());

const imagesOf = async (productId: number, headers = support.read) => {
  const res = await t.app.inject({ url: `/api/v1/admin/products/${productId}/images`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ProductImagesAnswerSchema.parse(res.json()).images;
};
const upload = async (productId: number, body: Buffer, type = 'image/jpeg') => {
  const res = await sendImage(t.app, 'POST', `/products/${productId}/images`, manager.change, body, type);
  expect(res.statusCode, res.body).toBe(201);
  return ProductImagesAnswerSchema.parse(res.json()).images;
};
const fetchImage = (url: string) => t.app.inject(url);
const shopProduct = async (id: number) => (await t.app.inject(`/api/v1/products/${id}`)).json<{ product: Product }>().product;
const send = (method: 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });

/** A product of its own for each test, so tests never see each other's photos. */
let nextProduct = 10;
const productId = () => (nextProduct += 1);

describe('product photos', () => {
  it('uploads a JPEG, PNG or WebP as a 600x750 WebP named by its content, served for a year, shown by the shop at once', async () => {
    const id = productId();
    const before = await imagesOf(id);
    const afterJpeg = await upload(id, await photo('#1e3a8a'));
    const afterPng = await upload(id, await pngPhoto(), 'image/png');
    const webp = await sharp(await photo('#1b5e20')).webp().toBuffer();
    const images = await upload(id, webp, 'image/webp');
    expect(afterJpeg).toEqual([...before, afterJpeg.at(-1)]);
    expect(afterPng).toHaveLength(before.length + 2);
    expect(images).toHaveLength(before.length + 3);
    for (const url of images.slice(before.length)) {
      expect(url).toMatch(/^\/images\/products\/[0-9a-f]{32}\.webp$/);
      const res = await fetchImage(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600, height: 750 });
    }
    // The same bytes again are the same file.
    expect((await upload(id, await photo('#1e3a8a'))).at(-1)).toBe(afterJpeg.at(-1));
    expect((await shopProduct(id)).images).toEqual(await imagesOf(id));

    const audit = (await t.app.inject({ url: `/api/v1/admin/audit?entity_type=product&entity_id=${id}`, headers: owner.read })).json<AuditList>();
    expect(audit.entries.filter((e) => e.action === 'product.image.add')).toHaveLength(4);
    expect(audit.entries[0]).toMatchObject({ actor: manager.email, before: { images: images }, after: { images: [...images, afterJpeg.at(-1)] } });
  });

  it('turns a sideways phone photo upright by its EXIF orientation and keeps no metadata', async () => {
    const id = productId();
    const images = await upload(id, await sidewaysJpeg());
    const out = (await fetchImage(images.at(-1)!)).rawPayload;
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ width: 600, height: 750 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.includes(Buffer.from('Shapla'))).toBe(false);
    // Upright, the red half is on top (the top-right corner too) and the blue half below; lying on its side,
    // the right-hand side would be blue.
    const [topRight, bottomLeft] = [await pixelAt(out, 590, 10), await pixelAt(out, 10, 740)];
    expect(topRight[0]).toBeGreaterThan(200);
    expect(topRight[2]).toBeLessThan(60);
    expect(bottomLeft[2]).toBeGreaterThan(200);
    expect(bottomLeft[0]).toBeLessThan(60);
  });

  it('reorders by present positions, refusing an order that does not name each photo once', async () => {
    const id = productId();
    await upload(id, await photo('#111111'));
    await upload(id, await photo('#222222'));
    const images = await upload(id, await photo('#333333'));
    const n = images.length;
    const order = [n - 1, ...Array.from({ length: n - 1 }, (_, i) => i)];
    const res = await send('PUT', `/products/${id}/images/order`, manager.change, { order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ images: [images[n - 1], ...images.slice(0, n - 1)] });
    expect((await shopProduct(id)).image).toBe(images[n - 1]);

    for (const bad of [[0, 0, 1], order.slice(1), [...order, n]]) {
      const refused = await send('PUT', `/products/${id}/images/order`, manager.change, { order: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_error', fieldCodes: { order: 'image_order_invalid' } });
    }
    const audit = (await t.app.inject({ url: `/api/v1/admin/audit?entity_type=product&entity_id=${id}&action=product.image.reorder`, headers: owner.read })).json<AuditList>();
    expect(audit.entries).toHaveLength(1);
  });

  it('replaces and deletes a photo, removing its file once no product shows it; the last photo may go too', async () => {
    const [a, b] = [productId(), productId()];
    for (const url of await imagesOf(a)) await send('DELETE', `/products/${a}/images/0`, manager.change).then((r) => expect(r.statusCode, url).toBe(200));
    const shared = await photo('#6d4c41');
    const [own] = await upload(a, await photo('#7b1f2e'));
    const sharedUrl = (await upload(a, shared)).at(-1)!;
    expect((await upload(b, shared)).at(-1)).toBe(sharedUrl);

    // Replacing photo 0 of a: its own file goes.
    const replaced = await sendImage(t.app, 'PUT', `/products/${a}/images/0`, manager.change, await photo('#e8702a'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const afterReplace = ProductImagesAnswerSchema.parse(replaced.json()).images;
    expect(afterReplace).toHaveLength(2);
    expect(afterReplace[0]).not.toBe(own);
    expect((await fetchImage(own!)).statusCode).toBe(404);

    // The shared photo stays while product b shows it.
    expect((await send('DELETE', `/products/${a}/images/1`, manager.change)).json()).toEqual({ images: [afterReplace[0]] });
    expect((await fetchImage(sharedUrl)).statusCode).toBe(200);
    const bImages = await imagesOf(b);
    expect((await send('DELETE', `/products/${b}/images/${bImages.indexOf(sharedUrl)}`, manager.change)).statusCode).toBe(200);
    expect((await fetchImage(sharedUrl)).statusCode).toBe(404);

    // The last photo: the shop then shows its placeholder.
    expect((await send('DELETE', `/products/${a}/images/0`, manager.change)).json()).toEqual({ images: [] });
    const [row] = await t.db.select({ images: products.images }).from(products).where(eq(products.id, a));
    expect(row?.images).toEqual([]);
    expect((await shopProduct(a)).image).toBe('/placeholder.svg');
    expect((await send('DELETE', `/products/${a}/images/0`, manager.change)).statusCode).toBe(404);
    expect((await sendImage(t.app, 'PUT', `/products/${a}/images/0`, manager.change, await photo())).statusCode).toBe(404);
    expect((await sendImage(t.app, 'POST', '/products/999999/images', manager.change, await photo())).statusCode).toBe(404);
  });

  it('refuses a text file named .jpg, a GIF, an SVG, an empty body and JSON, naming the field', async () => {
    const id = productId();
    const before = await imagesOf(id);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const [body, type] of [
      [Buffer.from('Just some notes, saved as photo.jpg'), 'image/jpeg'],
      [await gifImage(), 'image/gif'],
      [Buffer.from(svg), 'image/svg+xml'],
      [Buffer.from(svg), 'image/png'],
      [Buffer.from('<html><body>hi</body></html>'), 'text/html'],
    ] as const) {
      const res = await sendImage(t.app, 'POST', `/products/${id}/images`, manager.change, body, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fieldCodes: { image: 'image_type' }, message: 'The image must be a JPEG, PNG or WebP file.' });
    }
    const truncated = (await photo()).subarray(0, 300);
    expect((await sendImage(t.app, 'POST', `/products/${id}/images`, manager.change, truncated)).json()).toMatchObject({ fieldCodes: { image: 'image_unreadable' } });
    const empty = await t.app.inject({ method: 'POST', url: `/api/v1/admin/products/${id}/images`, headers: manager.change });
    expect(empty.json()).toMatchObject({ code: 'validation_error', fieldCodes: { image: 'image_required' } });
    const json = await t.app.inject({ method: 'POST', url: `/api/v1/admin/products/${id}/images`, headers: manager.change, payload: { image: 'x' } });
    expect(json.json()).toMatchObject({ code: 'validation_error', fieldCodes: { image: 'image_type' } });
    expect(await imagesOf(id)).toEqual(before);
  });

  it('refuses a file over 10 MB with a 413, whatever its type', async () => {
    const id = productId();
    const big = Buffer.concat([await photo(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await sendImage(t.app, 'POST', `/products/${id}/images`, manager.change, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', fieldCodes: { image: 'image_too_large' } });
  });

  it('refuses an image bomb (a PNG of a few KB declaring 30000 x 30000 pixels) with a 413, without decoding it', async () => {
    const id = productId();
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(5 * 1024);
    const before = decodes.count;
    const res = await sendImage(t.app, 'POST', `/products/${id}/images`, manager.change, bomb, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', fieldCodes: { image: 'image_too_many_pixels' } });
    // 16-bit RGBA of a size that passes the pixel count but not the memory it would take decoded.
    const deep = await sendImage(t.app, 'POST', `/products/${id}/images`, manager.change, pngClaiming(7000, 7000, 16, 'rgba'), 'image/png');
    expect(deep.json()).toMatchObject({ fieldCodes: { image: 'image_too_many_pixels' } });
    expect(decodes.count).toBe(before);
  });

  it('refuses a 13th photo before decoding it', async () => {
    const id = productId();
    await t.db.delete(productImages).where(eq(productImages.productId, id));
    await t.db.insert(productImages).values(Array.from({ length: PRODUCT_IMAGES_MAX }, (_, position) => ({ productId: id, position, url: `/images/products/full-${position}.webp` })));
    const before = decodes.count;
    const res = await sendImage(t.app, 'POST', `/products/${id}/images`, manager.change, await photo());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', fieldCodes: { image: 'images_full' } });
    expect(decodes.count).toBe(before);
    expect(await imagesOf(id)).toHaveLength(PRODUCT_IMAGES_MAX);
  });

  it('lets support see the photos but not change them; a shopper and a request without the CSRF token are refused', async () => {
    const id = productId();
    expect(await imagesOf(id, support.read)).toEqual(expect.any(Array));
    const bySupport = await sendImage(t.app, 'POST', `/products/${id}/images`, support.change, await photo());
    expect(bySupport.statusCode).toBe(403);
    expect((await send('DELETE', `/products/${id}/images/0`, support.change)).statusCode).toBe(403);
    expect((await send('PUT', `/products/${id}/images/order`, support.change, { order: [0] })).statusCode).toBe(403);
    const shopper = await signUp(t.app);
    expect((await sendImage(t.app, 'POST', `/products/${id}/images`, shopper.auth, await photo())).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/admin/products/${id}/images`, headers: shopper.auth })).statusCode).toBe(401);
    expect((await sendImage(t.app, 'POST', `/products/${id}/images`, manager.read, await photo())).statusCode).toBe(403);
    expect((await sendImage(t.app, 'POST', '/products/abc/images', manager.change, await photo())).statusCode).toBe(400);
  });
});

describe('category and subcategory images', () => {
  it('sets a category tile (600x750) and banner (1600x480) and a subcategory banner, audited and shown by the shop', async () => {
    const tile = await sendImage(t.app, 'POST', '/categories/2/image?kind=tile', manager.change, await photo('#36393f'));
    expect(tile.statusCode, tile.body).toBe(200);
    const tileUrl = tile.json<{ image: string }>().image;
    expect(tileUrl).toMatch(/^\/images\/products\/[0-9a-f]{32}\.webp$/);
    expect(await sharp((await fetchImage(tileUrl)).rawPayload).metadata()).toMatchObject({ width: 600, height: 750 });

    const banner = await sendImage(t.app, 'POST', '/categories/2/image?kind=banner', manager.change, await photo('#36393f', 2000, 800));
    const bannerUrl = banner.json<{ image: string }>().image;
    expect(bannerUrl).toMatch(/^\/images\/banners\/[0-9a-f]{32}\.webp$/);
    expect(await sharp((await fetchImage(bannerUrl)).rawPayload).metadata()).toMatchObject({ width: 1600, height: 480 });
    const [category] = await t.db.select().from(categories).where(eq(categories.id, 2));
    expect(category).toMatchObject({ image: tileUrl, bannerImage: bannerUrl });

    const sub = await sendImage(t.app, 'POST', '/subcategories/3/banner', manager.change, await photo('#1b5e20', 1600, 480));
    expect(sub.statusCode, sub.body).toBe(200);
    const [row] = await t.db.select({ banner: subcategories.bannerImage }).from(subcategories).where(eq(subcategories.id, 3));
    expect(row?.banner).toBe(sub.json<{ image: string }>().image);

    // A new banner: the old one's file goes, as nothing else shows it.
    const again = await sendImage(t.app, 'POST', '/categories/2/image?kind=banner', manager.change, await photo('#e8702a', 2000, 800));
    expect(again.statusCode).toBe(200);
    expect((await fetchImage(bannerUrl)).statusCode).toBe(404);

    const audit = (await t.app.inject({ url: '/api/v1/admin/audit?entity_type=category&entity_id=2', headers: owner.read })).json<AuditList>();
    expect(audit.entries.map((e) => e.action)).toEqual(['category.banner', 'category.banner', 'category.tile']);
  });

  it('refuses what a product photo refuses, a kind it does not know, an unknown category, and support', async () => {
    expect((await sendImage(t.app, 'POST', '/categories/2/image?kind=tile', manager.change, await gifImage(), 'image/gif')).json()).toMatchObject({ fieldCodes: { image: 'image_type' } });
    expect((await sendImage(t.app, 'POST', '/subcategories/3/banner', manager.change, pngClaiming(30_000, 30_000), 'image/png')).statusCode).toBe(413);
    expect((await sendImage(t.app, 'POST', '/categories/2/image?kind=icon', manager.change, await photo())).statusCode).toBe(400);
    expect((await sendImage(t.app, 'POST', '/categories/2/image', manager.change, await photo())).statusCode).toBe(400);
    expect((await sendImage(t.app, 'POST', '/categories/9999/image?kind=tile', manager.change, await photo())).statusCode).toBe(404);
    expect((await sendImage(t.app, 'POST', '/subcategories/9999/banner', manager.change, await photo())).statusCode).toBe(404);
    expect((await sendImage(t.app, 'POST', '/categories/2/image?kind=tile', support.change, await photo())).statusCode).toBe(403);
  });
});
