import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { createCircuitBreaker, ServiceUnavailableError, type BehindBreaker } from './circuit-breaker';

/**
 * Where the shop keeps the files it makes (product and category images, payment-proof screenshots), by key:
 * `images/products/<hash>.webp`, `payment-proofs/<name>.webp` (docs/decisions/040). Two backends: a folder under
 * DATA_DIR (one machine) and an S3-compatible bucket (several shop processes on several machines see the same
 * files). Knows no domain: what a key means is its caller's.
 */
export interface FileStorage extends Partial<BehindBreaker> {
  readonly kind: 'local' | 's3';
  /** Writes (or overwrites) the object whole: a reader sees the old bytes or the new ones, never half. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object as a stream with its size and type, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/** The only places a key may point to: the first segment of every key. */
export const STORAGE_AREAS = ['images', 'payment-proofs'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/**
 * A key: a known area, then one to three segments of lower-case letters, digits, '-' and '_', the last with one
 * extension. No dot segments, no empty segments, no backslashes or percent signs: a key can name no other path.
 */
const KEY = /^(images|payment-proofs)(\/[a-z0-9][a-z0-9_-]{0,127}){0,2}\/[a-z0-9][a-z0-9_-]{0,127}\.[a-z0-9]{2,5}$/;

export class StorageKeyError extends Error {}

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

function checkKey(key: string): void {
  if (!isStorageKey(key)) throw new StorageKeyError(`Not a storage key: ${JSON.stringify(key)}`);
}

/** The content type of a key by its extension, for a backend that keeps none (the local folder). */
function typeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }[ext] ?? 'application/octet-stream';
}

export interface LocalStorageOptions {
  /** DATA_DIR: `images/…` lives in DATA_DIR/images, `payment-proofs/…` in DATA_DIR/uploads/payment-proofs. */
  dataDir: string;
}

/** The folder of each area under DATA_DIR: where they have always been, so existing shops keep their files. */
export function localAreaDir(dataDir: string, area: StorageArea): string {
  return area === 'images' ? join(dataDir, 'images') : join(dataDir, 'uploads', 'payment-proofs');
}

/** Files under DATA_DIR. Payment proofs are readable by the shop's user only (folder 0700, files 0600). */
export function localFileStorage({ dataDir }: LocalStorageOptions): FileStorage {
  const pathOf = (key: string) => {
    checkKey(key);
    const slash = key.indexOf('/');
    return join(localAreaDir(dataDir, key.slice(0, slash) as StorageArea), key.slice(slash + 1));
  };
  const isPrivate = (key: string) => key.startsWith('payment-proofs/');
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, ...(isPrivate(key) ? { mode: 0o700 } : {}) });
      // Written beside, then renamed: a reader never sees half a file, even with two shops writing one key.
      const tmp = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(tmp, body, { flag: 'wx', mode: isPrivate(key) ? 0o600 : 0o644 });
        await rename(tmp, path);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size, contentType: typeOfKey(key) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return Boolean(info?.isFile());
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, Spaces, ...); unset, AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither takes the SDK's usual chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket.host/key` is the default; most self-hosted servers want `host/bucket/key`. */
  forcePathStyle?: boolean;
  /** Tests: shorter waits than S3_TIMEOUTS, and the circuit breaker's clock. */
  timeouts?: Partial<Record<keyof typeof S3_TIMEOUTS, number>>;
  breakerNow?: () => number;
}

/**
 * How long the shop waits on the bucket (docs/decisions/052). Reading an image or a screenshot is part of a
 * shopper's or staff member's request, so its answer's headers must come quickly; writing carries up to a few MB.
 * The SDK tries a failed call once more; after that the bucket is skipped for the cool-down (503 at once).
 */
export const S3_TIMEOUTS = {
  /** Opening the connection. */
  connectMs: 2_000,
  /** From sending a read (GET, HEAD, DELETE) to the answer's headers. */
  readMs: 2_000,
  /** From sending a write (PUT, its body included) to the answer's headers. */
  writeMs: 10_000,
  /** Silence on an open connection, a body being streamed included. */
  idleMs: 10_000,
  coolDownMs: 10_000,
} as const;

/** The AWS SDK, loaded only by a shop that uses a bucket (it takes about 0.6 s and 20 MB to load). */
type S3Sdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Objects in an S3-compatible bucket, under the same keys as the local folder's paths. */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const timeouts = { ...S3_TIMEOUTS, ...options.timeouts };
  let loaded: Promise<{ sdk: S3Sdk; client: InstanceType<S3Sdk['S3Client']> }> | undefined;
  const open = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? false,
        credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
        // Checksums only where S3 requires them: several S3-compatible servers refuse the newer default ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // Without these the SDK waits on a silent server without end (docs/decisions/052).
        requestHandler: { connectionTimeout: timeouts.connectMs, requestTimeout: timeouts.writeMs, socketTimeout: timeouts.idleMs, throwOnRequestTimeout: true },
        maxAttempts: 2,
      }),
    })));
  const Bucket = options.bucket;
  // The bucket's own answers (not found, access denied) say it is there; a timeout, a refused connection or a 5xx do not.
  const answered = (error: unknown) => error instanceof Error && '$metadata' in error && ((error as { $metadata: { httpStatusCode?: number } }).$metadata.httpStatusCode ?? 500) < 500;
  const breaker = createCircuitBreaker({ name: 'The S3 bucket', coolDownMs: timeouts.coolDownMs, now: options.breakerNow, isFault: (error) => !answered(error) });
  /** One call to the bucket: reads answer within readMs; a fault (or the bucket being skipped) is a 503 (ServiceUnavailableError). */
  async function call<T>(write: boolean, run: (client: InstanceType<S3Sdk['S3Client']>, sdk: S3Sdk, wait: { requestTimeout: number }) => Promise<T>): Promise<T> {
    const { sdk, client } = await open();
    try {
      return await breaker.run(() => run(client, sdk, { requestTimeout: write ? timeouts.writeMs : timeouts.readMs }));
    } catch (error) {
      throw answered(error) ? error : new ServiceUnavailableError('The S3 bucket', error);
    }
  }
  return {
    kind: 's3',
    state: breaker.state,
    async put(key, body, contentType) {
      checkKey(key);
      await call(true, (client, sdk, wait) => client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }), wait));
    },
    async get(key) {
      checkKey(key);
      const { sdk } = await open();
      try {
        const object = await call(false, (client, sdk, wait) => client.send(new sdk.GetObjectCommand({ Bucket, Key: key }), wait));
        if (!(object.Body instanceof Readable)) throw new Error('The S3 answer carried no readable body.');
        return { stream: object.Body, size: object.ContentLength ?? 0, contentType: object.ContentType ?? typeOfKey(key) };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await call(false, (client, sdk, wait) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }), wait));
    },
    async exists(key) {
      checkKey(key);
      const { sdk } = await open();
      try {
        await call(false, (client, sdk, wait) => client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }), wait));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },
  };
}

/** The bucket when one is configured, else the folder under DATA_DIR. */
export function openFileStorage(opts: { dataDir: string; s3?: S3StorageOptions }): FileStorage {
  return opts.s3 ? s3FileStorage(opts.s3) : localFileStorage({ dataDir: opts.dataDir });
}

/** Every file under a folder, as paths relative to it with '/' between segments. */
async function filesUnder(root: string, dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(root, path);
      return entry.isFile() ? [relative(root, path).split(sep).join('/')] : [];
    }),
  );
  return nested.flat();
}

/**
 * Copies the files of the local folders (DATA_DIR/images, DATA_DIR/uploads/payment-proofs) into another storage
 * (the bucket), skipping those already there; files whose names are not storage keys (left-over temporary files)
 * are counted as skipped. Nothing local is changed or removed. `npm run storage -- copy-to-s3`.
 */
export async function copyLocalFiles(dataDir: string, target: FileStorage, log: (line: string) => void = () => undefined) {
  const counts = { copied: 0, present: 0, skipped: 0 };
  for (const area of STORAGE_AREAS) {
    for (const path of await filesUnder(localAreaDir(dataDir, area))) {
      const key = `${area}/${path}`;
      if (!isStorageKey(key)) {
        counts.skipped += 1;
        log(`skipped ${join(localAreaDir(dataDir, area), path)}: not a file the shop made`);
        continue;
      }
      if (await target.exists(key)) {
        counts.present += 1;
        continue;
      }
      await target.put(key, await readFile(join(localAreaDir(dataDir, area), path)), typeOfKey(key));
      counts.copied += 1;
      if (counts.copied % 100 === 0) log(`copied ${counts.copied} files...`);
    }
  }
  return counts;
}
