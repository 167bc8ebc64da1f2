import { createHash } from 'node:crypto';

export interface CachedBody {
  /** Encoded once, so a hit costs no serialization and no UTF-8 encoding. */
  body: Buffer;
  etag: string;
}

interface Entry extends CachedBody {
  expires: number;
  bytes: number;
}

/**
 * A short-lived, size-capped cache of serialized JSON answers, with single-flight loading so fifty
 * concurrent misses for one key make one database query. It is a per-process read cache only: every
 * process may hold its own copy and nothing depends on it being shared (docs/architecture.md: any number of stateless processes).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedBody>>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 128 * 1024 * 1024,
  ) {}

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Re-insert: Map order doubles as least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
        if (this.ttlMs > 0) this.store(key, { body, etag, expires: Date.now() + this.ttlMs, bytes: body.length + key.length });
        return { body, etag };
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }
}
