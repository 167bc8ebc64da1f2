// Test images of the payment-proof API tests, made with sharp (real encoders), plus a few impostors.
import { crc32, deflateSync } from 'node:zlib';
import { dhakaDate } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A bKash-pink screenshot-sized PNG. */
export async function pngScreenshot(width = 360, height = 640): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#e2136e' } }).png().toBuffer();
  return dataUrl(png);
}

/** A landscape JPEG lying on its side (EXIF orientation 6) that carries a camera, a comment and a GPS position. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#f6921e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Shapla Phones', Model: 'SP-9', ImageDescription: 'home of Rahima' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 46/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } }).gif().toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** PNG colour types (IHDR byte 9): greyscale and RGBA. */
const COLOUR = { grey: 0, rgba: 6 } as const;

/**
 * A small, well-formed PNG file (valid IHDR, a tiny IDAT, CRCs) whose header claims width x height pixels
 * of the given depth: a decompression bomb's shape. 8-bit greyscale unless told.
 */
export function pngClaiming(width: number, height: number, bitDepth: 8 | 16 = 8, colour: keyof typeof COLOUR = 'grey'): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, COLOUR[colour], 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export { dataUrl };

let screenshot: Promise<string> | undefined;

/** A proof the shop accepts for `order` (a bKash payment of its whole total, today), with `overrides` on top. */
export async function proofPayload(order: { total: number }, overrides: Record<string, unknown> = {}) {
  return {
    transaction_id: `TRX${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    payment_method: 'bkash',
    amount: order.total,
    screenshot: await (screenshot ??= pngScreenshot()),
    sender_number: '01712345678',
    sender_name: 'Rahima Khatun',
    payment_date: dhakaDate(new Date()),
    ...overrides,
  };
}

export const submitProof = (app: FastifyInstance, auth: Record<string, string>, orderId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/payment-proof`, headers: auth, payload });
