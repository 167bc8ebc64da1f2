import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCompressor } from './page-compressor';

const page = (n: number) => `<!doctype html><html><body>${`<p>page ${n}</p>`.repeat(200)}</body></html>`;

describe('the page compressor', () => {
  it('sends what the page says, in either encoding', () => {
    const compress = createPageCompressor();
    expect(brotliDecompressSync(compress(page(1), 'br')).toString()).toBe(page(1));
    expect(gunzipSync(compress(page(1), 'gzip')).toString()).toBe(page(1));
  });

  it('compresses the same page once while it is among the last ones sent, and forgets the oldest', () => {
    const compress = createPageCompressor(2);
    const first = compress(page(1), 'br');
    // An equal text built afresh, as each answer's is.
    expect(compress(page(1), 'br')).toBe(first);
    compress(page(2), 'br');
    compress(page(3), 'br');
    expect(compress(page(1), 'br')).not.toBe(first);
    expect(brotliDecompressSync(compress(page(1), 'br')).toString()).toBe(page(1));
  });
});
