import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../lib/file-storage';
import { prepareDatabase } from './prepare';
import { queryRows } from './query';
import { renderUsedImages } from './seed/seed';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function counts(db: Parameters<typeof queryRows>[0]) {
  const [row] = await queryRows<{ products: number; categories: number; users: number }>(db, sql`
    SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM categories) AS categories,
           (SELECT count(*)::int FROM users) AS users`);
  return row;
}

const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('start-up on the embedded database', () => {
  it('seeds an empty DATA_DIR once and keeps its data on the next start', { timeout: 120_000 }, async () => {
    const first = await prepareDatabase({ env: {}, dataDir, log: () => undefined });
    expect(await counts(first.db)).toEqual({ products: 300, categories: 7, users: 0 });
    await first.db.execute(sql`INSERT INTO users (email, name) VALUES ('keep@example.com', 'Kept')`);
    await first.close();

    const second = await prepareDatabase({ env: {}, dataDir, log: () => undefined });
    expect(await counts(second.db)).toEqual({ products: 300, categories: 7, users: 1 });
    await second.close();
  });

  it('draws no image before it is ready, and then only the demo images products use (docs/decisions/056)', { timeout: 180_000 }, async () => {
    const images = join(dataDir, 'images');
    rmSync(images, { recursive: true, force: true });
    const shop = await prepareDatabase({ env: {}, dataDir, log: () => undefined });
    // As after a large import: staff's photos replaced the demo pictures but for two products, and 10 000 imported
    // products, ids up to 10 300, show uploaded photos. Before, a restart drew the demo images of a generated
    // catalogue of 10 300 products (thousands that nothing shows) before it listened.
    await shop.db.execute(sql`UPDATE product_images SET url = '/images/products/' || md5(product_id || '-' || position) || '.webp' WHERE product_id > 2`);
    await shop.db.execute(sql`
      INSERT INTO products (id, sku, name, description, category_id, subcategory_id, brand_id, colour, price, search_text)
      SELECT 300 + n, 'IMPORT-' || n, 'Imported ' || n, 'From the CSV', category_id, subcategory_id, brand_id, colour, price, 'imported ' || n
      FROM products, generate_series(1, 10000) AS n WHERE id = 1`);
    await shop.db.execute(sql`
      INSERT INTO product_images (product_id, position, url)
      SELECT 300 + n, 0, '/images/products/' || md5('import-' || n) || '.webp' FROM generate_series(1, 10000) AS n`);
    await shop.close();

    const restarted = await prepareDatabase({ env: {}, dataDir, log: () => undefined });
    try {
      // Ready to listen with nothing drawn: the shop draws after it listens.
      expect(files(join(images, 'products'))).toEqual([]);

      const storage = localFileStorage({ dataDir });
      const written = await renderUsedImages(restarted.db, storage);
      const used = await queryRows<{ url: string }>(restarted.db, sql`
        SELECT url FROM product_images WHERE product_id <= 2 UNION SELECT image FROM categories`);
      const expected = used.map((row) => row.url.replace('/images/products/', '')).sort();
      expect(files(join(images, 'products'))).toEqual(expected);
      expect(files(join(images, 'banners'))).toHaveLength(7);
      expect(written).toBe(expected.length + 7);

      // The next start finds them all there.
      expect(await renderUsedImages(restarted.db, storage)).toBe(0);
    } finally {
      await restarted.close();
    }
  });
});
