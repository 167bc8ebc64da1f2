import { toPoisha, toTaka } from '@shop/shared';

/** A line of the local cart (docs/product/cart.md): the product's fields plus `selectedSize` and `qty`. */
export interface CartLine {
  id: number;
  selectedSize: string;
  qty: number;
  name: string;
  /** The Bengali name, shown in Bengali mode (docs/decisions/043); none where none is given. */
  name_bn?: string | null;
  /** Taka per unit: the catalogue's price (a guest's line: the price when it was added). */
  price: number;
  oldPrice: number | null;
  image: string;
  colour?: string;
  category?: string;
  /** Units left: of the product (local lines) or of this size (server lines). */
  stock?: number;
  /** The price (taka) the line had when added, where the catalogue's price is another now: the line is marked. */
  priceChangedFrom?: number | null;
  /** The server cart's line id, on the lines of a signed-in shopper. */
  lineId?: string;
}

export type CartProduct = Omit<CartLine, 'selectedSize' | 'qty'>;

const isLine = (v: unknown): v is CartLine => {
  const l = v as Partial<CartLine> | null;
  return (
    typeof l === 'object' && l !== null &&
    typeof l.id === 'number' && typeof l.name === 'string' && typeof l.price === 'number' && Number.isFinite(l.price) &&
    typeof l.qty === 'number' && Number.isFinite(l.qty) && l.qty >= 1
  );
};

/** Reads whatever is stored, keeping the lines that make sense and dropping the rest. */
export function parseCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isLine).map((l) => ({
    ...l,
    qty: Math.floor(l.qty),
    selectedSize: typeof l.selectedSize === 'string' ? l.selectedSize : '',
    oldPrice: typeof l.oldPrice === 'number' ? l.oldPrice : null,
    image: typeof l.image === 'string' ? l.image : '',
    ...(typeof l.name_bn === 'string' ? { name_bn: l.name_bn } : {}),
  }));
}

const same = (l: CartLine, id: number, size: string) => l.id === id && l.selectedSize === size;

/** Same id and size raise that line's quantity; anything else is a new line at the end. */
export function addLine(lines: CartLine[], product: CartProduct, size: string, qty = 1): CartLine[] {
  const add = Math.max(1, Math.floor(qty));
  if (lines.some((l) => same(l, product.id, size))) {
    return lines.map((l) => (same(l, product.id, size) ? { ...l, qty: l.qty + add } : l));
  }
  return [...lines, { ...product, selectedSize: size, qty: add }];
}

/** Quantity never goes below 1 (docs/product/cart.md). */
export function setLineQty(lines: CartLine[], id: number, size: string, qty: number): CartLine[] {
  const next = Math.max(1, Math.floor(qty));
  return lines.map((l) => (same(l, id, size) ? { ...l, qty: next } : l));
}

export function removeLine(lines: CartLine[], id: number, size: string): CartLine[] {
  return lines.filter((l) => !same(l, id, size));
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((n, l) => n + l.qty, 0);
}

/** Sum of price × quantity in taka, computed in whole poisha. */
export function cartSubtotal(lines: CartLine[]): number {
  return toTaka(lines.reduce((sum, l) => sum + toPoisha(l.price) * l.qty, 0));
}
