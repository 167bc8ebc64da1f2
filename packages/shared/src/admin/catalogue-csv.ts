import { z } from 'zod';

/**
 * The catalogue as a CSV file (docs/product/back-office-catalogue-csv.md, docs/decisions/042): one product a row,
 * exported by GET /admin/products.csv and imported by POST /admin/products/import?dry_run=true|false.
 */

/** The columns of an export, in its order. An import needs the required ones and takes the others in any order. */
export const CATALOGUE_CSV_COLUMNS = [
  'sku', 'name', 'name_bn', 'description', 'description_bn', 'category', 'subcategory', 'brand', 'colour',
  'price', 'old_price', 'sizes', 'active', 'low_stock_threshold', 'specifications',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** A file without one of these is refused; a product's other columns, when the file leaves them out, keep their values (or defaults for a new product). */
export const CATALOGUE_CSV_REQUIRED_COLUMNS = ['sku', 'name', 'category', 'subcategory', 'brand', 'colour', 'price', 'sizes'] as const satisfies readonly CatalogueCsvColumn[];

/** The most product rows one import takes (the body limit, 20 MB, is the other bound). */
export const MAX_IMPORT_ROWS = 20_000;
/** The most changes and errors an answer lists; the counts say how many there are in all. */
export const MAX_IMPORT_LIST = 1000;

/**
 * What is wrong with a row or the file, so a screen words it in its language (the `message` is the server's
 * English, the last resort).
 */
export const IMPORT_ERROR_CODES = [
  /** The body is not CSV (a quote left open); `row` is where. */
  'not_csv',
  /** No header, or no product rows. */
  'empty_file',
  /** More rows than MAX_IMPORT_ROWS. */
  'too_many_rows',
  /** The header lacks a required column (`column` names it). */
  'missing_column',
  /** The header names a column the shop does not know, or one twice. */
  'unknown_column',
  'duplicate_column',
  /** A row has more or fewer fields than the header. */
  'wrong_field_count',
  /** A required cell is empty. */
  'required',
  /** Longer than the field takes. */
  'too_long',
  /** Not a number (price, old price, threshold), or not yes/no (active). */
  'not_a_number',
  'not_yes_no',
  /** The old price is not above the price. */
  'old_price_not_above',
  /** No category, subcategory or brand with this slug or name; a subcategory of another category. */
  'unknown_category',
  'unknown_subcategory',
  'subcategory_not_in_category',
  'unknown_brand',
  /** Not a colour family of the filters. */
  'unknown_colour',
  /** The SKU is on an earlier row of the file too. */
  'duplicate_sku',
  /** The sizes cell is not SIZE:STOCK|SIZE:STOCK with each size once. */
  'bad_sizes',
  /** The specifications cell is not one `Label: Value` a line. */
  'bad_specifications',
  /** Any other problem of the value: the message says it. */
  'invalid',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export const CatalogueImportQuerySchema = z
  .object({ dry_run: z.enum(['true', 'false'], { error: 'dry_run is true or false.' }).default('true') })
  .strict();
export type CatalogueImportQuery = z.infer<typeof CatalogueImportQuerySchema>;

export const CatalogueImportErrorSchema = z.object({
  /** The spreadsheet's row: the header is row 1. */
  row: z.number().int(),
  /** The column the problem is in; null when it is the whole row or file. */
  column: z.string().nullable(),
  code: z.enum(IMPORT_ERROR_CODES),
  message: z.string(),
});
export type CatalogueImportError = z.infer<typeof CatalogueImportErrorSchema>;

/** A column whose value changes, as the file's text (before is null for a new product). */
export const CatalogueFieldChangeSchema = z.object({ column: z.string(), before: z.string().nullable(), after: z.string() });
export type CatalogueFieldChange = z.infer<typeof CatalogueFieldChangeSchema>;

export const CatalogueImportChangeSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  action: z.enum(['create', 'update']),
  /** null for a product the import creates. */
  product_id: z.number().int().nullable(),
  fields: z.array(CatalogueFieldChangeSchema),
});
export type CatalogueImportChange = z.infer<typeof CatalogueImportChangeSchema>;

/**
 * The answer of a dry run, and of an import applied. `changes` lists the first MAX_IMPORT_LIST rows that create or
 * change a product (`changes_total` counts them all); `errors` the first MAX_IMPORT_LIST problems (`errors_total`).
 * An import with any error changes nothing.
 */
export const CatalogueImportAnswerSchema = z.object({
  dry_run: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(CatalogueImportErrorSchema),
  errors_total: z.number().int(),
  changes: z.array(CatalogueImportChangeSchema),
  changes_total: z.number().int(),
});
export type CatalogueImportAnswer = z.infer<typeof CatalogueImportAnswerSchema>;

/** An import applied with errors in the file: 400 validation_error, nothing changed, with the dry run's answer. */
export const CatalogueImportRefusedSchema = z.object({ message: z.string(), code: z.literal('validation_error'), report: CatalogueImportAnswerSchema });
