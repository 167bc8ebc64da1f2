import { z } from 'zod';
import { wholeNumberText } from '../input/whole-number';

/**
 * Product, category and subcategory images staff upload (docs/product/back-office-catalogue-images.md,
 * docs/decisions/040). The body of an upload is the image itself, sent with its own content type.
 */

/** The image types a phone or a computer gives that the shop takes; the bytes decide, not the declared type. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** 10 MB: a full-resolution phone photo fits (3 to 8 MB), a RAW file or a video does not. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** 50 megapixels: a 48 or 50 MP phone camera's photo fits; a file declaring more is refused before decoding. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Photos a product may have. */
export const PRODUCT_IMAGES_MAX = 12;

export const IMAGE_MESSAGES = {
  imageRequired: 'Choose an image to upload.',
  imageUnreadable: 'This image could not be read. Please try another photo.',
  imageType: 'The image must be a JPEG, PNG or WebP file.',
  imageTooLarge: 'The image must be at most 10 MB.',
  imageTooManyPixels: 'This image has too many pixels to process. Please send a photo of at most 50 megapixels.',
  imagesFull: `A product has at most ${PRODUCT_IMAGES_MAX} photos.`,
  orderInvalid: "The new order must name each of the product's photos once.",
} as const;

/** A product's photos in their order: the addresses the shop shows (`/images/products/<hash>.webp`). */
export const ProductImagesAnswerSchema = z.object({ images: z.array(z.string()) });
export type ProductImagesAnswer = z.infer<typeof ProductImagesAnswerSchema>;

/** The new order, as the photos' present positions: [2, 0, 1] puts the third photo first. */
export const ReorderProductImagesInputSchema = z.strictObject({
  order: z.array(z.number().int().min(0).max(PRODUCT_IMAGES_MAX - 1)).min(1).max(PRODUCT_IMAGES_MAX),
});
export type ReorderProductImagesInput = z.infer<typeof ReorderProductImagesInputSchema>;

export const CATEGORY_IMAGE_KINDS = ['tile', 'banner'] as const;
export type CategoryImageKind = (typeof CATEGORY_IMAGE_KINDS)[number];
export const CategoryImageQuerySchema = z.strictObject({ kind: z.enum(CATEGORY_IMAGE_KINDS) });

/** A category's or subcategory's image after an upload: the address now shown. */
export const CatalogueImageAnswerSchema = z.object({ image: z.string() });
export type CatalogueImageAnswer = z.infer<typeof CatalogueImageAnswerSchema>;

/** /admin/products/{id}/images/{position}: a photo by its present position, 0 the first. */
export const ProductImageParamsSchema = z
  .object({ id: wholeNumberText('Not a product id.'), position: wholeNumberText('Not a photo position.', { min: 0, max: PRODUCT_IMAGES_MAX - 1 }) })
  .strict();

/** /admin/categories/{id}/image and /admin/subcategories/{id}/banner. */
export const CatalogueImageParamsSchema = z.object({ id: wholeNumberText('Not an id.') }).strict();
