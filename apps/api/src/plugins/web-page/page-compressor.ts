import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const COMPRESS: Record<PageEncoding, (html: string) => Buffer> = {
  // Quality 5: most of the gain of 11 at a small part of its cost.
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => gzipSync(html),
};

/**
 * Compresses pages, keeping the last `kept` of each encoding: a page drawn by the server is the same for every
 * guest of its language for 10 s (web-pages.ts), and finding it again (hashing its text) costs a small part of
 * compressing it (bench/pages.mjs: brotli was half of a landing page's cost).
 */
export function createPageCompressor(kept = 32) {
  const caches: Record<PageEncoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };
  return function compress(html: string, encoding: PageEncoding): Buffer {
    const cache = caches[encoding];
    const bytes = cache.get(html) ?? COMPRESS[encoding](html);
    // Newest last: the one to forget is the first.
    cache.delete(html);
    cache.set(html, bytes);
    if (cache.size > kept) cache.delete(cache.keys().next().value!);
    return bytes;
  };
}
