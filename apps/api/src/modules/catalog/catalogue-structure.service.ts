import { and, asc, count, eq, max, ne, or, sql } from 'drizzle-orm';
import {
  slugify,
  type AdminBrand, type AdminCategory, type AdminSubcategory, type BrandChange, type BrandInput, type CategoryChange, type CategoryInput,
  type SubcategoryChange, type SubcategoryInput,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { brands, categories, products, subcategories } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit, type StaffActor } from '../audit/audit.service';
import { PLACEHOLDER_IMAGE } from './catalog.service';
import { reindexProducts } from './search-index';

/**
 * Categories, subcategories and brands as staff read them (docs/product/back-office-categories-brands.md): hidden ones too,
 * each with its number of products (on sale or not), which decides whether it may be deleted or only hidden.
 */
export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  const [rows, subs, perCategory, perSubcategory] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.id)),
    db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    db.select({ id: products.subcategoryId, n: count() }).from(products).groupBy(products.subcategoryId),
  ]);
  const counts = (list: { id: number; n: number }[]) => new Map(list.map((r) => [r.id, Number(r.n)]));
  const [byCategory, bySubcategory] = [counts(perCategory), counts(perSubcategory)];
  return rows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    name_bn: c.nameBn,
    image: c.image,
    banner_image: c.bannerImage,
    position: c.position,
    hidden: c.hidden,
    product_count: byCategory.get(c.id) ?? 0,
    subcategories: subs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        id: s.id,
        category_id: s.categoryId,
        slug: s.slug,
        name: s.name,
        name_bn: s.nameBn,
        items: s.items,
        banner_image: s.bannerImage,
        position: s.position,
        hidden: s.hidden,
        product_count: bySubcategory.get(s.id) ?? 0,
      })),
  }));
}

export async function listAdminBrands(db: Database): Promise<AdminBrand[]> {
  const rows = await db
    .select({ id: brands.id, slug: brands.slug, name: brands.name, position: brands.position, hidden: brands.hidden, n: count(products.id) })
    .from(brands)
    .leftJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(asc(brands.position), asc(brands.name), asc(brands.id));
  return rows.map(({ n, ...b }) => ({ ...b, product_count: Number(n) }));
}

// Changes (docs/product/back-office-categories-brands.md, docs/decisions/041). Each runs in one transaction with its
// audit row; the route tells catalogueChanges after the commit. A slug is made from the English name when one is
// added and never changes, so the shop's addresses keep working after a rename.

type Kind = 'category' | 'subcategory' | 'brand';
const TABLES = { category: categories, subcategory: subcategories, brand: brands } as const;
const NOUN: Record<Kind, string> = { category: 'category', subcategory: 'subcategory', brand: 'brand' };

const nameTaken = () => fieldError(409, 'conflict', 'name', 'name_taken');
const missing = (kind: Kind) => notFound(`No such ${NOUN[kind]}.`);

/** Another row of the kind already has this name (any case) or the slug made from it. */
async function assertNameFree(db: Database, kind: Kind, name: string, except?: number): Promise<string> {
  const slug = slugify(name);
  const table = TABLES[kind];
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(or(eq(table.slug, slug), eq(sql`lower(${table.name})`, name.toLowerCase())), except === undefined ? undefined : ne(table.id, except)))
    .limit(1);
  if (clash) throw nameTaken();
  return slug;
}

/** Inserts, answering a clash with another insert meanwhile (the unique slug) as the same 409. */
async function insertOrTaken<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function oneCategory(db: Database, id: number): Promise<AdminCategory> {
  const found = (await listAdminCategories(db)).find((c) => c.id === id);
  if (!found) throw missing('category');
  return found;
}

async function oneSubcategory(db: Database, id: number): Promise<AdminSubcategory> {
  const found = (await listAdminCategories(db)).flatMap((c) => c.subcategories).find((s) => s.id === id);
  if (!found) throw missing('subcategory');
  return found;
}

async function oneBrand(db: Database, id: number): Promise<AdminBrand> {
  const found = (await listAdminBrands(db)).find((b) => b.id === id);
  if (!found) throw missing('brand');
  return found;
}

/** What the audit log keeps of a row: its fields without counts or children. */
const audited = <T extends { product_count: number }>(row: T) => {
  const { product_count: _count, ...rest } = row as T & { subcategories?: unknown };
  delete (rest as { subcategories?: unknown }).subcategories;
  return rest;
};

/** Locks a row for the change, or 404. */
async function lockRow(db: Database, kind: Kind, id: number): Promise<void> {
  const table = TABLES[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  if (!row) throw missing(kind);
}

/** Which of a change's fields changed names: the products' search text follows them (lib/search-text). */
const renames = (before: { name: string; name_bn?: string }, change: { name?: string; name_bn?: string }) =>
  (change.name !== undefined && change.name !== before.name) || (change.name_bn !== undefined && change.name_bn !== before.name_bn);

function actionOf(kind: Kind, before: { hidden: boolean }, change: { hidden?: boolean }, named: boolean): string {
  if (change.hidden === true && !before.hidden && !named) return `${kind}.hide`;
  if (change.hidden === false && before.hidden && !named) return `${kind}.show`;
  return `${kind}.change`;
}

export async function addCategory(db: Database, actor: StaffActor, input: CategoryInput): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const slug = await assertNameFree(tx, 'category', input.name);
    const [last] = await tx.select({ position: max(categories.position) }).from(categories);
    const [row] = await insertOrTaken(() =>
      tx.insert(categories).values({
        slug, name: input.name, nameBn: input.name_bn, image: PLACEHOLDER_IMAGE, bannerImage: PLACEHOLDER_IMAGE, position: (last?.position ?? -1) + 1,
      }).returning({ id: categories.id }));
    const category = await oneCategory(tx, row!.id);
    await recordAudit(tx, actor, { action: 'category.add', entityType: 'category', entityId: String(category.id), after: audited(category) });
    return category;
  });
}

export async function changeCategory(db: Database, actor: StaffActor, id: number, change: CategoryChange): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    await lockRow(tx, 'category', id);
    const before = await oneCategory(tx, id);
    if (change.name !== undefined && change.name !== before.name) await assertNameFree(tx, 'category', change.name, id);
    const set = {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.name_bn !== undefined ? { nameBn: change.name_bn } : {}),
      ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
    };
    // An empty change changes nothing and writes nothing.
    if (Object.keys(set).length === 0) return before;
    await tx.update(categories).set(set).where(eq(categories.id, id));
    const named = renames(before, change);
    if (named) await reindexProducts(tx, { categoryId: id });
    const after = await oneCategory(tx, id);
    await recordAudit(tx, actor, { action: actionOf('category', before, change, named), entityType: 'category', entityId: String(id), before: audited(before), after: audited(after) });
    return after;
  });
}

/** Deletes a category without products or subcategories; one with them is hidden instead (409). */
export async function deleteCategory(db: Database, actor: StaffActor, id: number): Promise<void> {
  await deleteRow(db, actor, 'category', id, async (tx) => {
    const before = await oneCategory(tx, id);
    if (before.product_count > 0) throw hasProducts('category', before.product_count);
    if (before.subcategories.length > 0) {
      throw new AppError(409, 'conflict', 'This category still has subcategories: delete them first, or hide the category instead.');
    }
    return audited(before);
  });
}

export async function addSubcategory(db: Database, actor: StaffActor, input: SubcategoryInput): Promise<AdminSubcategory> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)).for('update');
    if (!parent) {
      const message = 'No such category.';
      throw new AppError(400, 'validation_error', 'Some fields are not valid.', { category_id: message }, { category_id: 'invalid' });
    }
    const slug = await assertNameFree(tx, 'subcategory', input.name);
    const [last] = await tx.select({ position: max(subcategories.position) }).from(subcategories).where(eq(subcategories.categoryId, input.category_id));
    const [row] = await insertOrTaken(() =>
      tx.insert(subcategories).values({
        categoryId: input.category_id, slug, name: input.name, nameBn: input.name_bn, items: input.items ?? [], position: (last?.position ?? -1) + 1,
      }).returning({ id: subcategories.id }));
    const subcategory = await oneSubcategory(tx, row!.id);
    await recordAudit(tx, actor, { action: 'subcategory.add', entityType: 'subcategory', entityId: String(subcategory.id), after: audited(subcategory) });
    return subcategory;
  });
}

export async function changeSubcategory(db: Database, actor: StaffActor, id: number, change: SubcategoryChange): Promise<AdminSubcategory> {
  return db.transaction(async (tx) => {
    await lockRow(tx, 'subcategory', id);
    const before = await oneSubcategory(tx, id);
    if (change.name !== undefined && change.name !== before.name) await assertNameFree(tx, 'subcategory', change.name, id);
    const set = {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.name_bn !== undefined ? { nameBn: change.name_bn } : {}),
      ...(change.items !== undefined ? { items: change.items } : {}),
      ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
    };
    // An empty change changes nothing and writes nothing.
    if (Object.keys(set).length === 0) return before;
    await tx.update(subcategories).set(set).where(eq(subcategories.id, id));
    const named = renames(before, change);
    if (named) await reindexProducts(tx, { subcategoryId: id });
    const after = await oneSubcategory(tx, id);
    const action = change.items !== undefined && !named && change.hidden === undefined ? 'subcategory.items' : actionOf('subcategory', before, change, named);
    await recordAudit(tx, actor, { action, entityType: 'subcategory', entityId: String(id), before: audited(before), after: audited(after) });
    return after;
  });
}

export async function deleteSubcategory(db: Database, actor: StaffActor, id: number): Promise<void> {
  await deleteRow(db, actor, 'subcategory', id, async (tx) => {
    const before = await oneSubcategory(tx, id);
    if (before.product_count > 0) throw hasProducts('subcategory', before.product_count);
    return audited(before);
  });
}

export async function addBrand(db: Database, actor: StaffActor, input: BrandInput): Promise<AdminBrand> {
  return db.transaction(async (tx) => {
    const slug = await assertNameFree(tx, 'brand', input.name);
    const [last] = await tx.select({ position: max(brands.position) }).from(brands);
    const [row] = await insertOrTaken(() =>
      tx.insert(brands).values({ slug, name: input.name, position: (last?.position ?? -1) + 1 }).returning({ id: brands.id }));
    const brand = await oneBrand(tx, row!.id);
    await recordAudit(tx, actor, { action: 'brand.add', entityType: 'brand', entityId: String(brand.id), after: audited(brand) });
    return brand;
  });
}

export async function changeBrand(db: Database, actor: StaffActor, id: number, change: BrandChange): Promise<AdminBrand> {
  return db.transaction(async (tx) => {
    await lockRow(tx, 'brand', id);
    const before = await oneBrand(tx, id);
    if (change.name !== undefined && change.name !== before.name) await assertNameFree(tx, 'brand', change.name, id);
    const set = {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
    };
    // An empty change changes nothing and writes nothing.
    if (Object.keys(set).length === 0) return before;
    await tx.update(brands).set(set).where(eq(brands.id, id));
    const named = renames(before, change);
    if (named) await reindexProducts(tx, { brandId: id });
    const after = await oneBrand(tx, id);
    await recordAudit(tx, actor, { action: actionOf('brand', before, change, named), entityType: 'brand', entityId: String(id), before: audited(before), after: audited(after) });
    return after;
  });
}

export async function deleteBrand(db: Database, actor: StaffActor, id: number): Promise<void> {
  await deleteRow(db, actor, 'brand', id, async (tx) => {
    const before = await oneBrand(tx, id);
    if (before.product_count > 0) throw hasProducts('brand', before.product_count);
    return audited(before);
  });
}

const hasProducts = (kind: Kind, count: number) =>
  new AppError(409, 'has_products', `This ${NOUN[kind]} has ${count} product(s) and cannot be deleted: hide it instead.`);

/** Locks the row, lets `check` refuse (and say what the audit keeps), deletes, audits. */
async function deleteRow(db: Database, actor: StaffActor, kind: Kind, id: number, check: (tx: Database) => Promise<unknown>): Promise<void> {
  const table = TABLES[kind];
  try {
    await db.transaction(async (tx) => {
      await lockRow(tx, kind, id);
      const before = await check(tx);
      await tx.delete(table).where(eq(table.id, id));
      await recordAudit(tx, actor, { action: `${kind}.delete`, entityType: kind, entityId: String(id), before });
    });
  } catch (error) {
    // A product (or subcategory) added meanwhile: the foreign key refuses the delete.
    if (isForeignKeyViolation(error)) throw hasProducts(kind, 1);
    throw error;
  }
}

/**
 * Puts a list in a new order: `ids` must be exactly the list's ids (categories; one category's subcategories;
 * brands), else 409 (the list changed meanwhile: reload). Positions become 0, 1, 2...
 */
async function writeOrder(tx: Database, kind: Kind, current: number[], ids: number[]): Promise<void> {
  const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!same) throw new AppError(409, 'conflict', 'The list changed meanwhile: reload it and try again.');
  const table = TABLES[kind];
  for (const [position, id] of ids.entries()) await tx.update(table).set({ position }).where(and(eq(table.id, id), ne(table.position, position)));
}

/** The new order after moving `id` one place up or down (unchanged at either end). */
function moved(ids: number[], id: number, direction: 'up' | 'down'): number[] {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** The ids of a list in its order, locked for the change. */
async function orderedIds(tx: Database, kind: Kind, categoryId?: number): Promise<number[]> {
  if (kind === 'subcategory') {
    const rows = await tx.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.categoryId, categoryId!))
      .orderBy(asc(subcategories.position), asc(subcategories.id)).for('update');
    return rows.map((r) => r.id);
  }
  if (kind === 'brand') {
    const rows = await tx.select({ id: brands.id }).from(brands).orderBy(asc(brands.position), asc(brands.name), asc(brands.id)).for('update');
    return rows.map((r) => r.id);
  }
  const rows = await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.position), asc(categories.id)).for('update');
  return rows.map((r) => r.id);
}

/**
 * Reorders a list: to `order.ids`, or `move`s one row a place up or down. Subcategories are ordered within
 * their category (`categoryId`; for a move, the row's own).
 */
export async function reorder(
  db: Database,
  actor: StaffActor,
  kind: Kind,
  how: { ids: number[]; categoryId?: number } | { move: 'up' | 'down'; id: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    let categoryId = 'ids' in how ? how.categoryId : undefined;
    if ('move' in how) {
      await lockRow(tx, kind, how.id);
      if (kind === 'subcategory') {
        const [row] = await tx.select({ categoryId: subcategories.categoryId }).from(subcategories).where(eq(subcategories.id, how.id));
        categoryId = row!.categoryId;
      }
    } else if (kind === 'subcategory') {
      const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId!));
      if (!parent) throw missing('category');
    }
    const before = await orderedIds(tx, kind, categoryId);
    const after = 'move' in how ? moved(before, how.id, how.move) : how.ids;
    await writeOrder(tx, kind, before, after);
    const entityId = 'move' in how ? String(how.id) : kind === 'subcategory' ? String(categoryId) : 'all';
    await recordAudit(tx, actor, { action: `${kind}.reorder`, entityType: kind === 'subcategory' && !('move' in how) ? 'category' : kind, entityId, before: { order: before }, after: { order: after } });
  });
}
