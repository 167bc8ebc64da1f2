import { z } from 'zod';
import { APPAREL_SIZES, COLOUR_FAMILIES, ONE_SIZE } from '../constants';
import { multiLine, singleLine } from '../input/text';
import { wholeNumber, wholeNumberText } from '../input/whole-number';
import { takaField } from '../input/fields';

/**
 * The catalogue in the back office (docs/product/back-office-catalogue.md): products with their English and Bengali
 * texts, sizes and stock, prices in taka (stored as poisha), images; stock adjustments; categories and brands.
 * The CSV import checks each row with the same ProductInputSchema as the product form.
 */

const text = (label: string, max: number) =>
  singleLine(`${label} is required.`).min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  singleLine(`${label} must be text.`).max(max, `${label} must be at most ${max} characters.`).nullable().optional();
const longText = (label: string, max: number) =>
  multiLine(`${label} must be text.`).max(max, `${label} must be at most ${max} characters.`);

/** Size sets staff pick from; any other list of sizes may be typed in. One size is the single size ONE. */
export const SIZE_SETS = {
  clothing: [...APPAREL_SIZES],
  one_size: [ONE_SIZE],
  shoes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'],
  kids: ['1-2Y', '3-4Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y'],
} as const satisfies Record<string, readonly string[]>;
export type SizeSet = keyof typeof SIZE_SETS;

export const SKU_MESSAGE = 'A SKU is 2 to 40 letters, digits, - or _.';
export const SKU_TAKEN_MESSAGE = 'Another product has this SKU.';
export const SIZE_MESSAGE = 'A size is 1 to 12 letters, digits, spaces, - or /.';
export const MAX_SIZES = 20;
export const MAX_STOCK = 1_000_000;

export const ProductSizeInputSchema = z
  .object({
    size: z.string({ error: SIZE_MESSAGE }).trim().regex(/^[\p{L}\p{N}][\p{L}\p{N} /-]{0,11}$/u, SIZE_MESSAGE),
    stock: wholeNumber(`Stock must be a whole number from 0 to ${MAX_STOCK}.`, { min: 0, max: MAX_STOCK }),
  })
  .strict();
export type ProductSizeInput = z.infer<typeof ProductSizeInputSchema>;

export const SpecificationInputSchema = z.object({ label: text('A specification\'s label', 60), value: text('A specification\'s value', 200) }).strict();

/**
 * POST /admin/products and the fields of PUT /admin/products/{id}. Prices in taka; `old_price`, when given, is
 * above `price`. `sizes` in the order the shop shows them, each with its stock; a product sold in one size has
 * the single size ONE. Blank Bengali texts mean "show the English".
 */
export const ProductInputSchema = z
  .object({
    sku: z.string({ error: SKU_MESSAGE }).trim().regex(/^[A-Za-z0-9_-]{2,40}$/, SKU_MESSAGE),
    name: text('Name', 200),
    name_bn: optionalText('Bengali name', 200),
    description: longText('Description', 5000).default(''),
    description_bn: longText('Bengali description', 5000).nullable().optional(),
    category_id: wholeNumber('Choose a category.'),
    subcategory_id: wholeNumber('Choose a subcategory.'),
    brand_id: wholeNumber('Choose a brand.'),
    colour: z.enum(COLOUR_FAMILIES, { error: `Colour must be one of ${COLOUR_FAMILIES.join(', ')}.` }),
    specifications: z.array(SpecificationInputSchema).max(30, 'At most 30 specifications.').default([]),
    price: takaField('Price', 'positive'),
    old_price: takaField('Old price', 'positive').nullable().optional(),
    sizes: z
      .array(ProductSizeInputSchema)
      .min(1, 'Give at least one size (ONE for a product sold in one size).')
      .max(MAX_SIZES, `At most ${MAX_SIZES} sizes.`)
      .refine((sizes) => new Set(sizes.map((s) => s.size.toUpperCase())).size === sizes.length, 'Each size once.'),
    low_stock_threshold: wholeNumber('The low-stock threshold is a whole number from 0 to 100000.', { min: 0, max: 100_000 }).default(3),
    active: z.boolean({ error: 'active must be true or false.' }).default(true),
  })
  .strict()
  .refine((p) => p.old_price == null || p.old_price > p.price, { message: 'The old price must be above the price.', path: ['old_price'] });
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** PUT /admin/products/{id}: the whole product again, with the version it was read at (stale_version when older). */
export const ProductUpdateSchema = z.object({ version: wholeNumber('version is the version the product was read at.'), product: ProductInputSchema }).strict();
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

export const ProductParamsSchema = z.object({ id: wholeNumberText('Not a product id.') }).strict();

export const ProductImageSchema = z.object({
  /** Position 0 is the main picture. */
  position: z.number().int(),
  url: z.string(),
});

/** A product as staff read it: money in taka, every size with its stock, on sale or not. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  name_bn: z.string().nullable(),
  description: z.string(),
  description_bn: z.string().nullable(),
  category_id: z.number().int(),
  subcategory_id: z.number().int(),
  brand_id: z.number().int(),
  colour: z.string(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  price: z.number(),
  old_price: z.number().nullable(),
  sizes: z.array(z.object({ size: z.string(), stock: z.number().int() })),
  low_stock_threshold: z.number().int(),
  active: z.boolean(),
  images: z.array(z.string()),
  sold: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductAnswerSchema = z.object({ product: AdminProductSchema });
export type AdminProductAnswer = z.infer<typeof AdminProductAnswerSchema>;

/** GET /admin/products: search by name (either language) or SKU, filters, newest changes first. */
export const AdminProductQuerySchema = z
  .object({
    q: singleLine('Search is one line of text.').max(100, 'Search is at most 100 characters.').optional(),
    category_id: wholeNumberText('Not a category id.').optional(),
    status: z.enum(['active', 'inactive', 'all'], { error: 'status is active, inactive or all.' }).default('all'),
    page: wholeNumberText('page must be a whole number from 1.', { max: 100_000 }).default(1),
    limit: wholeNumberText('limit must be a whole number from 1 to 100.', { max: 100 }).default(25),
  })
  .strict();
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;

export const AdminProductRowSchema = AdminProductSchema.pick({
  id: true, sku: true, name: true, name_bn: true, price: true, old_price: true, active: true, sold: true, version: true, updated_at: true,
}).extend({ image: z.string().nullable(), stock: z.number().int(), category: z.string() });
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;
export const AdminProductListSchema = z.object({ products: z.array(AdminProductRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

// Stock.

export const STOCK_REASONS = ['received', 'damaged', 'counted', 'returned'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * POST /admin/products/{id}/stock: `received` and `returned` add `quantity`, `damaged` takes it away, `counted`
 * sets the stock to `quantity` (what a count found). Never below zero; an order taking the same units at the same
 * moment is serialised with it by the stock row's conditional update.
 */
export const StockAdjustmentInputSchema = z
  .object({
    size: z.string({ error: SIZE_MESSAGE }).min(1, SIZE_MESSAGE).max(12, SIZE_MESSAGE),
    reason: z.enum(STOCK_REASONS, { error: `reason is one of ${STOCK_REASONS.join(', ')}.` }),
    quantity: wholeNumber(`quantity must be a whole number from 0 to ${MAX_STOCK}.`, { min: 0, max: MAX_STOCK }),
    note: optionalText('Note', 300),
  })
  .strict()
  .refine((a) => a.reason === 'counted' || a.quantity > 0, { message: 'Give how many units (1 or more).', path: ['quantity'] });
export type StockAdjustmentInput = z.infer<typeof StockAdjustmentInputSchema>;

export const StockAdjustmentSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  reason: z.enum([...STOCK_REASONS, 'import']),
  change: z.number().int(),
  stock_after: z.number().int(),
  note: z.string().nullable(),
  actor: z.string(),
  created_at: z.string(),
});
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>;
export const StockHistorySchema = z.object({ adjustments: z.array(StockAdjustmentSchema) });
export type StockHistory = z.infer<typeof StockHistorySchema>;
/** GET /admin/products/{id}/stock-history: one size's lines, or every size's. */
export const StockHistoryQuerySchema = z.object({ size: z.string({ error: SIZE_MESSAGE }).min(1, SIZE_MESSAGE).max(12, SIZE_MESSAGE).optional() }).strict();
/** The answer of POST /admin/products/{id}/stock: the history line written and the product as it is now. */
export const StockAdjustmentAnswerSchema = z.object({ adjustment: StockAdjustmentSchema, product: AdminProductSchema });
export type StockAdjustmentAnswer = z.infer<typeof StockAdjustmentAnswerSchema>;

/** GET /admin/stock/low: sizes of products on sale at or under their product's threshold, fewest first. */
export const LowStockRowSchema = z.object({
  product_id: z.number().int(), sku: z.string(), name: z.string(), size: z.string(), stock: z.number().int(), threshold: z.number().int(),
});
export type LowStockRow = z.infer<typeof LowStockRowSchema>;
export const LowStockListSchema = z.object({ items: z.array(LowStockRowSchema), total: z.number().int() });
export type LowStockList = z.infer<typeof LowStockListSchema>;
export const LowStockQuerySchema = z
  .object({
    page: wholeNumberText('page must be a whole number from 1.', { max: 100_000 }).default(1),
    limit: wholeNumberText('limit must be a whole number from 1 to 200.', { max: 200 }).default(100),
  })
  .strict();

// Categories, subcategories and brands as staff read them: hidden ones too, with how many products each has.

export const AdminSubcategorySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_bn: z.string(),
  /** The menu's third level: item names shown under the subcategory. */
  items: z.array(z.string()),
  banner_image: z.string().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  product_count: z.number().int(),
});
export type AdminSubcategory = z.infer<typeof AdminSubcategorySchema>;

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_bn: z.string(),
  image: z.string(),
  banner_image: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  product_count: z.number().int(),
  subcategories: z.array(AdminSubcategorySchema),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
/** GET /admin/categories: every category in menu order, each with its subcategories in order. */
export const AdminCategoryListSchema = z.object({ categories: z.array(AdminCategorySchema) });
export type AdminCategoryList = z.infer<typeof AdminCategoryListSchema>;

export const AdminBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  product_count: z.number().int(),
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
/** GET /admin/brands: every brand in order. */
export const AdminBrandListSchema = z.object({ brands: z.array(AdminBrandSchema) });
export type AdminBrandList = z.infer<typeof AdminBrandListSchema>;
