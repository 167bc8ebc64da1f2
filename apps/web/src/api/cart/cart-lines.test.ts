import { describe, expect, it } from 'vitest';
import { addLine, cartCount, cartSubtotal, parseCartLines, removeLine, setLineQty, type CartProduct } from './cart-lines';

const shirt: CartProduct = { id: 1, name: 'Oxford Shirt', price: 1290, oldPrice: 1590, image: '/a.webp' };
const mug: CartProduct = { id: 2, name: 'Mug', price: 0.1, oldPrice: null, image: '/b.webp' };

describe('the local cart', () => {
  it('raises the quantity when the same product and size are added again, else appends', () => {
    let lines = addLine([], shirt, 'M', 2);
    lines = addLine(lines, shirt, 'M', 3);
    lines = addLine(lines, shirt, 'L');
    expect(lines.map((l) => [l.id, l.selectedSize, l.qty])).toEqual([[1, 'M', 5], [1, 'L', 1]]);
    expect(cartCount(lines)).toBe(6);
  });

  it('never lets a quantity go below 1, and removes one line only', () => {
    const lines = addLine(addLine([], shirt, 'M'), shirt, 'L');
    expect(setLineQty(lines, 1, 'M', 0)[0]?.qty).toBe(1);
    expect(removeLine(lines, 1, 'M').map((l) => l.selectedSize)).toEqual(['L']);
  });

  it('adds money in whole poisha', () => {
    const lines = addLine(addLine([], mug, '', 3), shirt, 'M');
    expect(cartSubtotal(lines)).toBe(1290.3);
  });

  it('keeps the sound lines of a damaged stored cart', () => {
    expect(parseCartLines('nonsense')).toEqual([]);
    const parsed = parseCartLines([{ ...shirt, selectedSize: 'M', qty: 2 }, { id: 'x' }, null, { ...mug, qty: 0 }]);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ id: 1, qty: 2, selectedSize: 'M' });
  });
});
