import { SIZE_SETS, type AdminProduct, type ProductInput } from '@shop/shared';
import { asNumber } from '../../components/typed-number';

/** The product form as typed: text everywhere, turned into a ProductInput on save. */
export interface Draft {
  sku: string;
  name: string;
  name_bn: string;
  description: string;
  description_bn: string;
  category_id: string;
  subcategory_id: string;
  brand_id: string;
  colour: string;
  specifications: { label: string; value: string }[];
  price: string;
  old_price: string;
  low_stock_threshold: string;
  sizes: { size: string; stock: string; existing: boolean }[];
  active: boolean;
}

export type FormField = keyof Omit<Draft, 'active'>;

/** What each part of the form gets: the draft, a setter of one of its keys, and the server's word on a field. */
export interface DraftProps {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  fieldError: (field: FormField) => string | null;
}

export const EMPTY_DRAFT: Draft = {
  sku: '', name: '', name_bn: '', description: '', description_bn: '', category_id: '', subcategory_id: '', brand_id: '', colour: '',
  specifications: [], price: '', old_price: '', low_stock_threshold: '3', sizes: SIZE_SETS.clothing.map((size) => ({ size, stock: '0', existing: false })), active: true,
};

export function draftOf(p: AdminProduct): Draft {
  return {
    sku: p.sku, name: p.name, name_bn: p.name_bn ?? '', description: p.description, description_bn: p.description_bn ?? '',
    category_id: String(p.category_id), subcategory_id: String(p.subcategory_id), brand_id: String(p.brand_id), colour: p.colour,
    specifications: p.specifications, price: String(p.price), old_price: p.old_price === null ? '' : String(p.old_price),
    low_stock_threshold: String(p.low_stock_threshold), sizes: p.sizes.map((s) => ({ size: s.size, stock: String(s.stock), existing: true })), active: p.active,
  };
}

export function inputOf(d: Draft): ProductInput {
  return {
    sku: d.sku.trim(), name: d.name.trim(), name_bn: d.name_bn.trim() || null, description: d.description, description_bn: d.description_bn.trim() ? d.description_bn : null,
    category_id: asNumber(d.category_id), subcategory_id: asNumber(d.subcategory_id), brand_id: asNumber(d.brand_id), colour: d.colour,
    specifications: d.specifications, price: asNumber(d.price), old_price: d.old_price.trim() ? asNumber(d.old_price) : null,
    low_stock_threshold: asNumber(d.low_stock_threshold), sizes: d.sizes.map((s) => ({ size: s.size.trim(), stock: asNumber(s.stock) })), active: d.active,
  } as ProductInput;
}
