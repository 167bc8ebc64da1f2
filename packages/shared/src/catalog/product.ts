import { z } from 'zod';

export const SpecificationSchema = z.object({ label: z.string(), value: z.string() });

/** A product as the API answers it. Prices are taka; the database keeps poisha. */
export const ProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** The Bengali name, shown in Bengali mode; null where staff gave none (the English name is shown). */
  name_bn: z.string().nullable(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  image: z.string(),
  images: z.array(z.string()),
  description: z.string(),
  /** The Bengali description, shown in Bengali mode; null where none is given. */
  description_bn: z.string().nullable(),
  specifications: z.array(SpecificationSchema),
  category_id: z.number().int(),
  category: z.string(),
  /** Bengali names of the category and subcategory, for Bengali mode. */
  category_bn: z.string(),
  subcategory_id: z.number().int(),
  subcategory: z.string(),
  subcategory_bn: z.string(),
  brand: z.string(),
  colour: z.string(),
  sizes: z.array(z.string()),
  stock: z.number().int(),
  sold: z.number().int(),
  created_at: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * One product as `GET /products/{id}` answers it: also the stock of each size it is sold in
 * (`{ S: 3, M: 0 }`), so a sold-out size can be shown as such. One-size goods answer `{}`; `stock` is theirs.
 */
export const ProductDetailSchema = ProductSchema.extend({
  stock_by_size: z.record(z.string(), z.number().int().min(0)),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export const ProductAnswerSchema = z.object({ product: ProductDetailSchema });

export const ProductListSchema = z.object({
  products: z.array(ProductSchema),
  total: z.number().int(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
  /** Set when a typo was corrected: the words actually searched for ('punjabi' for 'panjabi'). */
  correctedSearch: z.string().optional(),
});
export type ProductList = z.infer<typeof ProductListSchema>;
