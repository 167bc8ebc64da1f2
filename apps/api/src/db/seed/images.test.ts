import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../../lib/file-storage';
import { ensureImages, GARMENT_SHAPES, imageFileName, imageSpecOfFileName, renderProductImage, type ImageSpec } from './images';

const SLOW = 60_000;
const base: ImageSpec = { shape: 'tshirt', colour: '#1e3a8a', view: 0, pattern: 'plain' };

function isWebp(buf: Buffer): boolean {
  return buf.subarray(0, 4).toString('ascii') === 'RIFF' && buf.subarray(8, 12).toString('ascii') === 'WEBP';
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('demo product images', () => {
  it('lists every shape once', () => {
    expect(GARMENT_SHAPES).toHaveLength(28);
    expect(new Set(GARMENT_SHAPES).size).toBe(GARMENT_SHAPES.length);
  });

  it('names files by their spec', () => {
    expect(imageFileName(base)).toBe('tshirt-1e3a8a-plain-v0-r2.webp');
    expect(imageFileName({ shape: 'kids-set', colour: '#ABC', view: 3, pattern: 'check' })).toBe('kids-set-aabbcc-check-v3-r2.webp');
    expect(() => imageFileName({ ...base, colour: 'navy' })).toThrow(/colour/);
  });

  it('reads back what a file name shows, and nothing from any other name (docs/decisions/056)', () => {
    for (const shape of GARMENT_SHAPES) {
      const spec: ImageSpec = { shape, colour: '#d94f7c', view: 3, pattern: 'check' };
      expect(imageSpecOfFileName(imageFileName(spec))).toEqual(spec);
    }
    const name = imageFileName(base);
    expect(imageSpecOfFileName(name.replace(/-r\d+\.webp$/, '-r1.webp'))).toBeUndefined(); // an older drawing
    expect(imageSpecOfFileName('0f343b0931126a20f133d67c2b018a3b.webp')).toBeUndefined(); // an uploaded photo
    expect(imageSpecOfFileName(name.replace('tshirt', 'rocket'))).toBeUndefined();
  });

  it('renders a 600x750 WebP', async () => {
    const buf = await renderProductImage(base);
    expect(isWebp(buf)).toBe(true);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(600);
    expect(meta.height).toBe(750);
  }, SLOW);

  it('is deterministic: the same spec gives the same bytes', async () => {
    const spec: ImageSpec = { shape: 'punjabi', colour: '#7b1f2e', view: 2, pattern: 'check' };
    const [a, b] = await Promise.all([renderProductImage(spec), renderProductImage(spec)]);
    expect(Buffer.compare(a, b)).toBe(0);
    expect(Buffer.compare(a, await renderProductImage(spec))).toBe(0);
  }, SLOW);

  it('differs by shape, colour, view and pattern', async () => {
    const variants: ImageSpec[] = [
      base,
      { ...base, shape: 'shirt' },
      { ...base, colour: '#c62828' },
      { ...base, view: 1 },
      { ...base, view: 2 },
      { ...base, view: 3 },
      { ...base, pattern: 'stripes' },
      { ...base, pattern: 'dots' },
      { ...base, pattern: 'check' },
    ];
    const images = await Promise.all(variants.map(renderProductImage));
    const distinct = new Set(images.map((b) => b.toString('base64')));
    expect(distinct.size).toBe(variants.length);
  }, SLOW);

  it('renders every shape, small enough for the shop', async () => {
    const images = await Promise.all(
      GARMENT_SHAPES.map((shape, i) => renderProductImage({ shape, colour: ['#f5f5f2', '#1f1f1f', '#d4a017'][i % 3] ?? '#1e3a8a', view: 0, pattern: 'plain' })),
    );
    for (const buf of images) {
      expect(isWebp(buf)).toBe(true);
      expect(buf.length).toBeLessThan(25 * 1024);
    }
    expect(new Set(images.map((b) => b.toString('base64'))).size).toBe(GARMENT_SHAPES.length);
  }, SLOW);

  it('writes missing images once, atomically', async () => {
    const root = await mkdtemp(join(tmpdir(), 'shop-images-'));
    dirs.push(root);
    const storage = localFileStorage({ dataDir: root });
    const dir = join(root, 'images', 'products');
    const specs: ImageSpec[] = [
      base,
      { ...base, view: 1 },
      { shape: 'watch', colour: '#6d4c41', view: 0, pattern: 'plain' },
      { shape: 'saree', colour: '#d94f7c', view: 3, pattern: 'dots' },
      { shape: 'mug', colour: '#f5f5f2', view: 2, pattern: 'plain' },
      base, // a duplicate is written once
    ];
    expect(await ensureImages(storage, specs)).toBe(5);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([...new Set(specs.map(imageFileName))].sort());
    for (const f of files) expect((await stat(join(dir, f))).size).toBeGreaterThan(1000);
    const before = (await stat(join(dir, imageFileName(base)))).mtimeMs;

    expect(await ensureImages(storage, specs)).toBe(0);
    expect((await stat(join(dir, imageFileName(base)))).mtimeMs).toBe(before);

    // A generator works as the source of specs too; only the new one is written.
    function* more(): Generator<ImageSpec> {
      yield* specs;
      yield { shape: 'lamp', colour: '#1e3a8a', view: 0, pattern: 'plain' };
    }
    expect(await ensureImages(storage, more())).toBe(1);
    expect((await readdir(dir)).filter((f) => !f.endsWith('.webp'))).toEqual([]);
  }, SLOW);
});
