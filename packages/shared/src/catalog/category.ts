import { z } from 'zod';
import { singleLine } from '../input/text';

export const SubcategoryNodeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The Bengali name shown in Bengali mode; slugs and URLs stay English. */
  name_bn: z.string(),
  items: z.array(z.string()),
});

/** A category as the menus use it: with banner, tile image and nested subcategories. */
export const CategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_bn: z.string(),
  image: z.string(),
  bannerImage: z.string(),
  subcategories: z.array(SubcategoryNodeSchema),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubcategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_bn: z.string(),
  category_id: z.number().int(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const BrandSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int() });
export type Brand = z.infer<typeof BrandSchema>;

/** GET /categories answers the bare array; an older client also accepted `{ categories }`. */
export const CategoryListSchema = z.union([z.array(CategorySchema), z.object({ categories: z.array(CategorySchema) })]);
export const SubcategoryListSchema = z.object({ subcategories: z.array(SubcategorySchema) });
export const BrandListSchema = z.object({ brands: z.array(BrandSchema) });

export const BrandQuerySchema = z
  .object({ category: singleLine().max(100).optional() })
  .strict();
