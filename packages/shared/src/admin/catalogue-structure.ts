import { z } from 'zod';
import { singleLine } from '../input/text';
import { wholeNumber, wholeNumberText } from '../input/whole-number';
import { AdminBrandSchema, AdminCategorySchema, AdminSubcategorySchema } from './catalogue';

/**
 * What staff send to change categories, subcategories and brands (docs/product/back-office-categories-brands.md,
 * docs/decisions/041). A slug is made from the English name (slugify) and never changes, so links keep working.
 */

export const STRUCTURE_NAME_MAX = 60;
export const MENU_ITEM_MAX = 40;
export const MENU_ITEMS_MAX = 12;

export const STRUCTURE_MESSAGES = {
  nameRequired: 'Enter the English name.',
  nameBnRequired: 'Enter the Bengali name.',
  nameLatin: 'The English name needs at least one letter or digit A–Z, 0–9: the address is made from it.',
  nameTaken: 'Another one has this name (or its address) already.',
  itemRequired: 'A menu item cannot be empty.',
  itemsTooMany: `At most ${MENU_ITEMS_MAX} menu items.`,
} as const;

const name = singleLine(STRUCTURE_MESSAGES.nameRequired)
  .min(1, STRUCTURE_MESSAGES.nameRequired)
  .max(STRUCTURE_NAME_MAX, `At most ${STRUCTURE_NAME_MAX} characters.`)
  .refine((value) => /[a-z0-9]/i.test(value), STRUCTURE_MESSAGES.nameLatin);
const nameBn = singleLine(STRUCTURE_MESSAGES.nameBnRequired)
  .min(1, STRUCTURE_MESSAGES.nameBnRequired)
  .max(STRUCTURE_NAME_MAX, `At most ${STRUCTURE_NAME_MAX} characters.`)
  .transform((value) => value.normalize('NFC'));
/** The menu's third level under a subcategory: short names, in order. */
const items = z
  .array(singleLine(STRUCTURE_MESSAGES.itemRequired).min(1, STRUCTURE_MESSAGES.itemRequired).max(MENU_ITEM_MAX, `At most ${MENU_ITEM_MAX} characters.`))
  .max(MENU_ITEMS_MAX, STRUCTURE_MESSAGES.itemsTooMany);

export const CategoryInputSchema = z.object({ name, name_bn: nameBn }).strict();
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** PATCH: new names, or `hidden` to take it out of the shop (its products too) and back. */
export const CategoryChangeSchema = z.object({ name: name.optional(), name_bn: nameBn.optional(), hidden: z.boolean().optional() }).strict();
export type CategoryChange = z.infer<typeof CategoryChangeSchema>;

export const SubcategoryInputSchema = z
  .object({ category_id: wholeNumber('Not a category id.'), name, name_bn: nameBn, items: items.optional() })
  .strict();
export type SubcategoryInput = z.infer<typeof SubcategoryInputSchema>;

export const SubcategoryChangeSchema = z
  .object({ name: name.optional(), name_bn: nameBn.optional(), items: items.optional(), hidden: z.boolean().optional() })
  .strict();
export type SubcategoryChange = z.infer<typeof SubcategoryChangeSchema>;

export const BrandInputSchema = z.object({ name }).strict();
export type BrandInput = z.infer<typeof BrandInputSchema>;

export const BrandChangeSchema = z.object({ name: name.optional(), hidden: z.boolean().optional() }).strict();
export type BrandChange = z.infer<typeof BrandChangeSchema>;

/** PUT .../order: every id of the list, in the new order. */
export const StructureOrderSchema = z.object({ ids: z.array(wholeNumber('Not an id.')).min(1).max(1000) }).strict();
export type StructureOrder = z.infer<typeof StructureOrderSchema>;

/** POST .../move: one place up or down. */
export const StructureMoveSchema = z.object({ direction: z.enum(['up', 'down']) }).strict();
export type StructureMove = z.infer<typeof StructureMoveSchema>;

export const StructureParamsSchema = z.object({ id: wholeNumberText('Not an id.') }).strict();

export const AdminCategoryAnswerSchema = z.object({ category: AdminCategorySchema });
export type AdminCategoryAnswer = z.infer<typeof AdminCategoryAnswerSchema>;
export const AdminSubcategoryAnswerSchema = z.object({ subcategory: AdminSubcategorySchema });
export type AdminSubcategoryAnswer = z.infer<typeof AdminSubcategoryAnswerSchema>;
export const AdminBrandAnswerSchema = z.object({ brand: AdminBrandSchema });
export type AdminBrandAnswer = z.infer<typeof AdminBrandAnswerSchema>;
