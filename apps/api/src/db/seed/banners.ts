import sharp from 'sharp';
import type { FileStorage } from '../../lib/file-storage';
import { renderProductImage, type GarmentShape } from './images';

const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 480;

export function bannerFileName(slug: string): string {
  return `${slug}.webp`;
}

export interface BannerDef {
  slug: string;
  shapes: GarmentShape[];
  colour: string;
}

/**
 * A category banner: a soft gradient in the category's tone with three of its items on the right,
 * leaving the left half for the page's title text.
 */
async function renderBanner(def: BannerDef): Promise<Buffer> {
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${def.colour}" stop-opacity="0.95"/>
        <stop offset="1" stop-color="${def.colour}" stop-opacity="0.55"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="#ffffff"/>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${BANNER_WIDTH * 0.78}" cy="${BANNER_HEIGHT * 0.5}" r="${BANNER_HEIGHT * 0.62}" fill="#ffffff" fill-opacity="0.18"/>
    </svg>`,
  );
  const tiles = await Promise.all(
    def.shapes.slice(0, 3).map(async (shape, i) => {
      const image = await renderProductImage({ shape, colour: def.colour, pattern: 'plain', view: 0 });
      const width = 300;
      const input = await sharp(image).resize({ width, height: 375 }).toBuffer();
      return { input, top: 52, left: BANNER_WIDTH - (3 - i) * (width + 24) - 24 };
    }),
  );
  return sharp(background).composite(tiles).webp({ quality: 72 }).toBuffer();
}

/** Where the demo banners live in the shop's storage: served at /images/banners/<slug>.webp. */
export const BANNER_IMAGE_AREA = 'images/banners';

/** Renders the banners that are not in the storage yet; returns how many were written. */
export async function renderBanners(storage: FileStorage, defs: BannerDef[]): Promise<number> {
  let written = 0;
  for (const def of defs) {
    const key = `${BANNER_IMAGE_AREA}/${bannerFileName(def.slug)}`;
    if (await storage.exists(key)) continue;
    await storage.put(key, await renderBanner(def), 'image/webp');
    written += 1;
  }
  return written;
}
