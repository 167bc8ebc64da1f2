import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminBrandAnswerSchema, AdminBrandListSchema, AdminCategoryAnswerSchema, AdminCategoryListSchema, AdminSubcategoryAnswerSchema,
  type AuditList, type Category, type ProductList,
} from '@shop/shared';
import { signUp } from '../../../test/fixtures/orders';
import { staffOfEveryRole, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';

let t: StaffTestbed;
let owner: StaffMember;
let manager: StaffMember;
let support: StaffMember;
beforeAll(async () => ({ t, owner, manager, support } = await staffOfEveryRole()));
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers });
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });
const shop = <T>(url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` }).then((res) => res.json<T>());
const menu = () => shop<Category[]>('/categories');
const listing = (query: string) => shop<ProductList>(`/products${query}`);
const adminCategories = async () => AdminCategoryListSchema.parse((await get('/categories', owner.read)).json()).categories;
const audit = async (query: string) => (await get(`/audit?${query}`, owner.read)).json<AuditList>().entries;

describe('categories and brands in the back office', () => {
  it('lists every category in menu order with its subcategories and product counts, for support too', async () => {
    const res = await get('/categories', support.read);
    expect(res.statusCode, res.body).toBe(200);
    const { categories } = AdminCategoryListSchema.parse(res.json());
    const publicList = await menu();
    expect(categories.map((c) => c.name)).toEqual(publicList.map((c) => c.name));
    const men = categories.find((c) => c.name === 'Men');
    expect(men).toMatchObject({ hidden: false, name_bn: expect.any(String) });
    expect(men!.product_count).toBeGreaterThan(0);
    expect(men!.subcategories.reduce((n, s) => n + s.product_count, 0)).toBe(men!.product_count);
  });

  it('lists every brand with its number of products', async () => {
    const { brands } = AdminBrandListSchema.parse((await get('/brands', support.read)).json());
    expect(brands.length).toBeGreaterThan(5);
    expect(brands.reduce((n, b) => n + b.product_count, 0)).toBe(300);
  });

  it('refuses a shopper and someone signed out', async () => {
    const shopper = await signUp(t.app);
    expect((await get('/categories', { authorization: `Bearer ${shopper.token}` })).statusCode).toBe(401);
    expect((await get('/brands', {})).statusCode).toBe(401);
    expect((await send('POST', '/categories', {}, { name: 'Home', name_bn: 'ঘর' })).statusCode).toBe(401);
  });
});

describe('changing categories and subcategories', () => {
  it('adds a category with English and Bengali names: its slug from the name, in the menu at the end, audited', async () => {
    const res = await send('POST', '/categories', manager.change, { name: 'Home & Living', name_bn: 'ঘর ও জীবন' });
    expect(res.statusCode, res.body).toBe(201);
    const { category } = AdminCategoryAnswerSchema.parse(res.json());
    expect(category).toMatchObject({ slug: 'home-and-living', name: 'Home & Living', name_bn: 'ঘর ও জীবন', hidden: false, product_count: 0, subcategories: [] });
    const shown = await menu();
    expect(shown.at(-1)).toMatchObject({ id: category.id, name: 'Home & Living', name_bn: 'ঘর ও জীবন', subcategories: [] });
    expect(await audit(`entity_type=category&entity_id=${category.id}`)).toEqual([
      expect.objectContaining({ action: 'category.add', staff_id: manager.id }),
    ]);
  });

  it('refuses a name taken (any case, or the same address) with a field code, and bad input as a 400 naming the field', async () => {
    const taken = await send('POST', '/categories', owner.change, { name: 'MEN', name_bn: 'পুরুষ ২' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'conflict', fieldCodes: { name: 'name_taken' } });
    const sameSlug = await send('POST', '/categories', owner.change, { name: 'Home and Living', name_bn: 'ঘর' });
    expect(sameSlug.json()).toMatchObject({ fieldCodes: { name: 'name_taken' } });
    const empty = await send('POST', '/categories', owner.change, { name: '', name_bn: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<{ fields: object }>().fields).sort()).toEqual(['name', 'name_bn']);
    const bengaliOnly = await send('POST', '/categories', owner.change, { name: 'ঘর', name_bn: 'ঘর' });
    expect(bengaliOnly.statusCode).toBe(400);
    expect((await send('POST', '/categories', owner.change, { name: 'X', name_bn: 'এক', extra: 1 })).json()).toMatchObject({ fieldCodes: { extra: 'unknown_field' } });
    expect((await send('PATCH', '/categories/99999', owner.change, { name: 'Nothing' })).statusCode).toBe(404);
    // An empty change changes nothing and writes nothing.
    const men = (await adminCategories()).find((c) => c.name === 'Men')!;
    expect((await send('PATCH', `/categories/${men.id}`, owner.change, {})).json()).toMatchObject({ category: { id: men.id, name: 'Men' } });
    expect((await send('PATCH', `/subcategories/${men.subcategories[0]!.id}`, owner.change, {})).statusCode).toBe(200);
    expect((await send('PATCH', '/brands/1', owner.change, {})).statusCode).toBe(200);
    expect(await audit(`entity_type=category&entity_id=${men.id}`)).toEqual([]);
    expect((await send('PATCH', '/categories/abc', owner.change, { name: 'Nothing' })).statusCode).toBe(400);
  });

  it('lets owners and managers change, support only read', async () => {
    const res = await send('POST', '/categories', support.change, { name: 'Gadgets', name_bn: 'গ্যাজেট' });
    expect(res.statusCode).toBe(403);
    const men = (await adminCategories()).find((c) => c.name === 'Men')!;
    expect((await send('PATCH', `/categories/${men.id}`, support.change, { hidden: true })).statusCode).toBe(403);
    expect((await send('POST', `/categories/${men.id}/move`, support.change, { direction: 'down' })).statusCode).toBe(403);
    expect((await send('POST', '/brands', support.change, { name: 'Support Brand' })).statusCode).toBe(403);
    // Without the CSRF token, a cookie alone changes nothing.
    expect((await send('POST', '/brands', owner.read, { name: 'Cookie Only' })).statusCode).toBe(403);
  });

  it('adds a subcategory with its menu items, edits the items, and the menu shows them', async () => {
    const home = (await adminCategories()).find((c) => c.slug === 'home-and-living')!;
    const res = await send('POST', '/subcategories', manager.change, { category_id: home.id, name: 'Table Linen', name_bn: 'টেবিল লিনেন', items: ['Cotton', 'Printed'] });
    expect(res.statusCode, res.body).toBe(201);
    const { subcategory } = AdminSubcategoryAnswerSchema.parse(res.json());
    expect(subcategory).toMatchObject({ category_id: home.id, slug: 'table-linen', items: ['Cotton', 'Printed'], product_count: 0 });
    const edited = await send('PATCH', `/subcategories/${subcategory.id}`, manager.change, { items: ['Printed', 'Cotton', 'Jacquard'] });
    expect(edited.json()).toMatchObject({ subcategory: { items: ['Printed', 'Cotton', 'Jacquard'] } });
    const shown = (await menu()).find((c) => c.id === home.id)!;
    expect(shown.subcategories).toEqual([{ id: subcategory.id, slug: 'table-linen', name: 'Table Linen', name_bn: 'টেবিল লিনেন', items: ['Printed', 'Cotton', 'Jacquard'] }]);
    expect((await audit(`entity_type=subcategory&entity_id=${subcategory.id}`)).map((e) => e.action).sort()).toEqual(['subcategory.add', 'subcategory.items']);
    const unknownParent = await send('POST', '/subcategories', manager.change, { category_id: 99999, name: 'Orphans', name_bn: 'অনাথ' });
    expect(unknownParent.json()).toMatchObject({ code: 'validation_error', fieldCodes: { category_id: 'invalid' } });
    const tooMany = await send('PATCH', `/subcategories/${subcategory.id}`, manager.change, { items: Array.from({ length: 13 }, (_, i) => `Item ${i}`) });
    expect(tooMany.statusCode).toBe(400);
  });

  it('reorders categories by a list of ids or one place at a time, and the menu follows', async () => {
    const before = (await adminCategories()).map((c) => c.id);
    const reversed = [...before].reverse();
    const res = await send('PUT', '/categories/order', owner.change, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await menu()).map((c) => c.id)).toEqual(reversed);
    const moved = await send('POST', `/categories/${reversed[1]}/move`, owner.change, { direction: 'up' });
    expect(AdminCategoryListSchema.parse(moved.json()).categories.map((c) => c.id)).toEqual([reversed[1], reversed[0], ...reversed.slice(2)]);
    // At the top already: nothing moves.
    await send('POST', `/categories/${reversed[1]}/move`, owner.change, { direction: 'up' });
    expect((await menu()).map((c) => c.id)).toEqual([reversed[1], reversed[0], ...reversed.slice(2)]);
    // A list that is not the whole list (someone added one meanwhile) is refused.
    expect((await send('PUT', '/categories/order', owner.change, { ids: before.slice(1) })).statusCode).toBe(409);
    expect((await send('PUT', '/categories/order', owner.change, { ids: [...before.slice(1), before[1]] })).statusCode).toBe(409);
    expect(await audit('entity_type=category&action=category.reorder')).toHaveLength(3);
    await send('PUT', '/categories/order', owner.change, { ids: before });
  });

  it('reorders the subcategories within their category', async () => {
    const men = (await adminCategories()).find((c) => c.name === 'Men')!;
    const ids = men.subcategories.map((s) => s.id);
    const res = await send('PUT', `/categories/${men.id}/subcategories/order`, owner.change, { ids: [ids[1], ids[0], ...ids.slice(2)] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await menu()).find((c) => c.id === men.id)!.subcategories.map((s) => s.id)).toEqual([ids[1], ids[0], ...ids.slice(2)]);
    await send('POST', `/subcategories/${ids[0]}/move`, owner.change, { direction: 'up' });
    expect((await menu()).find((c) => c.id === men.id)!.subcategories.map((s) => s.id)).toEqual(ids);
    // Another category's subcategory is not in this list.
    const women = (await adminCategories()).find((c) => c.name === 'Women')!;
    expect((await send('PUT', `/categories/${men.id}/subcategories/order`, owner.change, { ids: [...ids, women.subcategories[0]!.id] })).statusCode).toBe(409);
  });

  it('renames a subcategory: search finds its products by the new names at once, and the new word joins typo correction', async () => {
    const jackets = (await adminCategories()).flatMap((c) => c.subcategories).find((s) => s.name === 'Jackets')!;
    expect((await listing('?search=outerwear')).total).toBe(0);
    const res = await send('PATCH', `/subcategories/${jackets.id}`, owner.change, { name: 'Outerwear', name_bn: 'বাইরের পোশাক' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listing('?search=outerwear')).total).toBe(jackets.product_count);
    expect((await listing(`?search=${encodeURIComponent('বাইরের')}`)).total).toBe(jackets.product_count);
    const typo = await listing('?search=outerwer');
    expect(typo).toMatchObject({ correctedSearch: 'outerwear', total: jackets.product_count });
    // The address stays: links to it keep working.
    expect((await listing(`?subcategory=${jackets.slug}`)).total).toBe(jackets.product_count);
    expect(await audit(`entity_type=subcategory&entity_id=${jackets.id}&action=subcategory.change`)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ name: 'Jackets' }), after: expect.objectContaining({ name: 'Outerwear' }) }),
    ]);
  });

  it('renames a category: its products are found by the new name, English and Bengali', async () => {
    const kids = (await adminCategories()).find((c) => c.name === 'Kids')!;
    const res = await send('PATCH', `/categories/${kids.id}`, owner.change, { name: 'Children', name_bn: 'ছোটদের' });
    expect(res.json()).toMatchObject({ category: { name: 'Children', name_bn: 'ছোটদের', slug: kids.slug } });
    expect((await listing('?search=children')).total).toBe(kids.product_count);
    expect((await listing(`?search=${encodeURIComponent('ছোটদের')}`)).total).toBe(kids.product_count);
    expect((await menu()).find((c) => c.id === kids.id)).toMatchObject({ name: 'Children', name_bn: 'ছোটদের' });
    await send('PATCH', `/categories/${kids.id}`, owner.change, { name: 'Kids', name_bn: kids.name_bn });
  });

  it('hides a category: gone from the menu, its listings, search, brand counts and product pages; shown again, all back', async () => {
    const women = (await adminCategories()).find((c) => c.name === 'Women')!;
    const [product] = (await listing('?category=women&limit=1')).products;
    const allBefore = (await listing('')).total;
    const hidden = await send('PATCH', `/categories/${women.id}`, manager.change, { hidden: true });
    expect(hidden.json()).toMatchObject({ category: { hidden: true } });
    expect((await menu()).map((c) => c.id)).not.toContain(women.id);
    expect((await listing('?category=women')).total).toBe(0);
    expect((await listing('')).total).toBe(allBefore - women.product_count);
    expect((await listing('?search=saree')).total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/${product!.id}` })).statusCode).toBe(404);
    const brands = (await shop<{ brands: { count: number }[] }>('/brands')).brands;
    expect(brands.reduce((n, b) => n + b.count, 0)).toBe(allBefore - women.product_count);
    expect((await shop<{ subcategories: { category_id: number }[] }>('/subcategories')).subcategories.some((s) => s.category_id === women.id)).toBe(false);
    // Staff still see it, marked hidden.
    expect((await adminCategories()).find((c) => c.id === women.id)).toMatchObject({ hidden: true, product_count: women.product_count });
    await send('PATCH', `/categories/${women.id}`, manager.change, { hidden: false });
    expect((await menu()).map((c) => c.id)).toContain(women.id);
    expect((await listing('?search=saree')).total).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/${product!.id}` })).statusCode).toBe(200);
    expect((await audit(`entity_type=category&entity_id=${women.id}`)).map((e) => e.action).sort()).toEqual(['category.hide', 'category.show']);
  });

  it('hides a subcategory: out of the menu and its products out of listings and search', async () => {
    const sarees = (await adminCategories()).flatMap((c) => c.subcategories).find((s) => s.name === 'Sarees')!;
    await send('PATCH', `/subcategories/${sarees.id}`, owner.change, { hidden: true });
    expect((await menu()).flatMap((c) => c.subcategories).map((s) => s.id)).not.toContain(sarees.id);
    expect((await listing('?search=saree')).total).toBe(0);
    expect((await listing('?category=women')).products.some((p) => p.subcategory_id === sarees.id)).toBe(false);
    await send('PATCH', `/subcategories/${sarees.id}`, owner.change, { hidden: false });
    expect((await listing('?search=saree')).total).toBe(sarees.product_count);
  });

  it('deletes only what has no products: a category with products or subcategories is refused, an empty one goes', async () => {
    const categories = await adminCategories();
    const men = categories.find((c) => c.name === 'Men')!;
    const refused = await send('DELETE', `/categories/${men.id}`, owner.change);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'has_products', message: expect.stringMatching(/hide it instead/) });
    const shirts = men.subcategories.find((s) => s.name === 'Shirts')!;
    expect((await send('DELETE', `/subcategories/${shirts.id}`, owner.change)).json()).toMatchObject({ code: 'has_products' });
    const home = categories.find((c) => c.slug === 'home-and-living')!;
    const withSubcategories = await send('DELETE', `/categories/${home.id}`, owner.change);
    expect(withSubcategories.json()).toMatchObject({ code: 'conflict' });
    expect((await send('DELETE', `/subcategories/${home.subcategories[0]!.id}`, support.change)).statusCode).toBe(403);
    expect((await send('DELETE', `/subcategories/${home.subcategories[0]!.id}`, owner.change)).statusCode).toBe(204);
    expect((await send('DELETE', `/categories/${home.id}`, owner.change)).statusCode).toBe(204);
    expect((await adminCategories()).map((c) => c.id)).not.toContain(home.id);
    expect((await send('DELETE', `/categories/${home.id}`, owner.change)).statusCode).toBe(404);
    expect((await audit(`entity_type=category&entity_id=${home.id}&action=category.delete`))).toEqual([
      expect.objectContaining({ staff_id: owner.id, before: expect.objectContaining({ name: 'Home & Living' }) }),
    ]);
  });
});

describe('changing brands', () => {
  it('adds, renames (search follows), reorders, hides and deletes a brand without products; one with products only hides', async () => {
    const added = await send('POST', '/brands', manager.change, { name: 'Nakshi Kantha Co' });
    expect(added.statusCode, added.body).toBe(201);
    const { brand } = AdminBrandAnswerSchema.parse(added.json());
    expect(brand).toMatchObject({ slug: 'nakshi-kantha-co', hidden: false, product_count: 0 });
    expect((await send('POST', '/brands', manager.change, { name: 'nakshi kantha co' })).json()).toMatchObject({ fieldCodes: { name: 'name_taken' } });
    const renamed = await send('PATCH', `/brands/${brand.id}`, manager.change, { name: 'Nakshi House' });
    expect(renamed.json()).toMatchObject({ brand: { name: 'Nakshi House', slug: 'nakshi-kantha-co' } });

    const brands = AdminBrandListSchema.parse((await get('/brands', owner.read)).json()).brands;
    const ids = brands.map((b) => b.id);
    const order = await send('PUT', '/brands/order', owner.change, { ids: [brand.id, ...ids.filter((id) => id !== brand.id)] });
    expect(AdminBrandListSchema.parse(order.json()).brands[0]!.id).toBe(brand.id);
    const down = await send('POST', `/brands/${brand.id}/move`, owner.change, { direction: 'down' });
    expect(AdminBrandListSchema.parse(down.json()).brands[1]!.id).toBe(brand.id);

    const withProducts = brands.find((b) => b.product_count > 0)!;
    const refused = await send('DELETE', `/brands/${withProducts.id}`, owner.change);
    expect(refused.json()).toMatchObject({ code: 'has_products' });
    // Renamed, its products are found by the new name at once.
    await send('PATCH', `/brands/${withProducts.id}`, owner.change, { name: 'Renamed Label' });
    expect((await listing('?search=renamed%20label')).total).toBe(withProducts.product_count);
    // Hidden, its products leave the listings and the brand filter.
    await send('PATCH', `/brands/${withProducts.id}`, owner.change, { hidden: true });
    expect((await listing('?search=renamed%20label')).total).toBe(0);
    expect((await shop<{ brands: { id: number }[] }>('/brands')).brands.map((b) => b.id)).not.toContain(withProducts.id);
    await send('PATCH', `/brands/${withProducts.id}`, owner.change, { hidden: false, name: withProducts.name });

    expect((await send('DELETE', `/brands/${brand.id}`, owner.change)).statusCode).toBe(204);
    expect((await audit(`entity_type=brand&entity_id=${brand.id}`)).map((e) => e.action).sort()).toEqual(['brand.add', 'brand.change', 'brand.delete', 'brand.reorder']);
    expect((await audit(`entity_type=brand&entity_id=${withProducts.id}`)).map((e) => e.action).sort()).toEqual(['brand.change', 'brand.change', 'brand.hide']);
  });
});
