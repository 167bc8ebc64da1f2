import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('reuses an answer within its lifetime and reloads after', async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1000);
    let n = 0;
    const load = async () => ({ n: ++n });
    expect((await cache.get('k', load)).body.toString()).toBe('{"n":1}');
    expect((await cache.get('k', load)).body.toString()).toBe('{"n":1}');
    vi.advanceTimersByTime(1001);
    expect((await cache.get('k', load)).body.toString()).toBe('{"n":2}');
    vi.useRealTimers();
  });

  it('makes one load for concurrent misses of one key', async () => {
    const cache = new ResponseCache(0);
    const load = vi.fn(async () => ({ ok: true }));
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ResponseCache(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => 'up')).body.toString()).toBe('"up"');
  });

  it('evicts the least recently used answers beyond its size', async () => {
    const cache = new ResponseCache(60_000, 60);
    let loads = 0;
    const load = (v: string) => async () => { loads += 1; return v; };
    await cache.get('a', load('x'.repeat(20)));
    await cache.get('b', load('y'.repeat(20)));
    await cache.get('a', load('never'));
    await cache.get('c', load('z'.repeat(20)));
    expect(loads).toBe(3);
    expect((await cache.get('a', load('again'))).body.toString()).toContain('x');
    expect((await cache.get('b', load('reloaded'))).body.toString()).toBe('"reloaded"');
  });
});
