import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProofSchema, ProductImagesAnswerSchema, type Product } from '@shop/shared';
import { staffTestbed } from '../../../test/fixtures/staff';
import { startS3Server } from '../../../test/fixtures/s3';
import { photo, sendImage } from '../../../test/fixtures/catalogue-images';
import { fillCart, placeOrderOk, signUp, stockedItem } from '../../../test/fixtures/orders';
import { proofPayload, submitProof } from '../../../test/fixtures/payment-proofs';
import { catalogueImageSpecs, renderCatalogueImages } from '../../db/seed/seed';
import { buildApp } from '../../app';

// The shop with its files in an S3 bucket (a real S3 server, s3rver, started here), as several shop processes
// behind a load balancer run it (docs/decisions/040): nothing is written under DATA_DIR.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: Awaited<ReturnType<typeof staffTestbed>>;
let manager: Awaited<ReturnType<typeof t.staffMember>>;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await staffTestbed({ storage: s3.storage });
  manager = await t.staffMember('manager');
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('the shop on an S3 bucket', () => {
  it('serves the demo images written to the bucket, with the year-long cache', async () => {
    await renderCatalogueImages(s3.storage, [...catalogueImageSpecs(2)]);
    const product = (await t.app.inject('/api/v1/products/1')).json<{ product: Product }>().product;
    const res = await t.app.inject(product.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await s3.storage.exists(product.image.slice(1))).toBe(true);
    expect((await t.app.inject('/images/banners/men.webp')).statusCode).toBe(200);
    expect((await t.app.inject('/images/products/nothing.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/images/../secrets/staff-key')).statusCode).toBe(404);
  });

  it('keeps uploaded product photos in the bucket, where a second shop process sees them, and removes them there', async () => {
    const res = await sendImage(t.app, 'POST', '/products/5/images', manager.change, await photo('#d4a017'));
    expect(res.statusCode, res.body).toBe(201);
    const url = ProductImagesAnswerSchema.parse(res.json()).images.at(-1)!;
    expect(await s3.storage.exists(url.slice(1))).toBe(true);

    // Another process: its own DATA_DIR, the same database and bucket.
    const other = await buildApp({ database: t.database, dataDir: `${t.dataDir}-other`, storage: s3.storage, catalogCacheTtlMs: 0 });
    try {
      const served = await other.inject(url);
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 600, height: 750 });
    } finally {
      await other.close();
      rmSync(`${t.dataDir}-other`, { recursive: true, force: true });
    }

    const images = ProductImagesAnswerSchema.parse(res.json()).images;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/products/5/images/${images.length - 1}`, headers: manager.change });
    expect(removed.statusCode).toBe(200);
    expect(await s3.storage.exists(url.slice(1))).toBe(false);
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });

  it('keeps payment-proof screenshots in the bucket and streams them to their shopper with the same headers', async () => {
    const shopper = await signUp(t.app);
    const item = await stockedItem(t.db, 10, 7);
    await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const order = await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method: 'Bkash' });
    const sent = await submitProof(t.app, shopper.auth, order.id, await proofPayload(order));
    expect(sent.statusCode, sent.body).toBe(201);
    const proof = PaymentProofSchema.parse(sent.json<{ proof: unknown }>().proof);
    const res = await t.app.inject({ url: `/api/v1/payment-proofs/${proof.id}/screenshot`, headers: shopper.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    // Nothing of the shop's files under DATA_DIR: they are all in the bucket.
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(join(t.dataDir, 'images'))).toBe(false);
  });
});
