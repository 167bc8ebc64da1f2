import type { Order, ReturnRecord } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { formatOutcome } from './format';
import { printable } from './printable';

// Shoppers' text printed raw let order notes forge lines and names make rows (issue 12, finding 7).
const order = (overrides: Partial<Order> = {}): Order => ({
  id: '5d6c0f0e-2d0b-4a8e-9a57-0c1f4f0b7a11',
  order_number: 'BZ-2611-48213907',
  status: 'pending',
  payment_status: 'pending',
  payment_method: 'Bkash',
  created_at: '2026-11-20T04:00:00.000Z',
  customer_name: 'Rahima Khatun',
  customer_phone: '01712345678',
  shipping_address: 'House 4, Road 2, Savar',
  delivery_method: 'home',
  delivery_district: 'Dhaka',
  delivery_area: 'dhaka_surroundings',
  notes: null,
  items: [{ id: 'l1', product_id: 7, name: 'Cotton Panjabi', name_bn: null, product_sku: 'BZ-7', size: 'M', image: '/images/7.webp', price: 1200, quantity: 1, subtotal: 1200 }],
  subtotal: 1200,
  delivery_fee: 150,
  discount: 0,
  total: 1350,
  promo_code: null,
  cancel_reason: null,
  cancelled_at: null,
  refund_amount: null,
  delivered_at: null,
  payment_reject_reason: null,
  online_payment: null,
  refunds: [],
  tracking: { steps: [{ step: 'placed', reached: true, at: '2026-11-20T04:00:00.000Z' }], cancelled: null, shipment: null },
  ...overrides,
});

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/; // eslint-disable-line no-control-regex

describe('the staff tool prints shoppers’ text escaped', () => {
  it('order notes cannot forge a status or payment line', () => {
    const notes = 'Leave at gate\nStatus     delivered    Payment: paid (Bkash)\r\nThanks';
    const text = formatOutcome({ kind: 'orders show', answer: { order: order({ notes }) } });
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('Status'))).toEqual(['Status     pending    Payment: pending (Bkash)']);
    expect(lines).toContain('Notes      Leave at gate\\nStatus     delivered    Payment: paid (Bkash)\\r\\nThanks');
  });

  it('a line break in a name makes no row of its own in the orders list', () => {
    const forged = order({ customer_name: 'Rahima\nBZ-2611-00000001  2026-11-20 10:00  delivered  paid' });
    const text = formatOutcome({ kind: 'orders list', answer: { orders: [forged, order({ order_number: 'BZ-2611-48213908' })] } });
    const rows = text.split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^BZ-2611-48213907 .*Rahima\\nBZ-2611-00000001/);
    expect(rows.some((row) => row.startsWith('BZ-2611-00000001'))).toBe(false);
  });

  it('no ANSI escape, bidi override or other control reaches the terminal', () => {
    const hostile = order({
      customer_name: '\u001b[2J\u001b[1;1HRahima',
      shipping_address: 'Road 2\u009b31m\u202eesuoH',
      notes: 'bell\u0007 tab\there',
      cancel_reason: 'x\u0000y',
      status: 'cancelled',
    });
    const text = formatOutcome({ kind: 'orders show', answer: { order: hostile } });
    expect(text).not.toMatch(CONTROL);
    expect(text).toContain('Customer   \\x1b[2J\\x1b[1;1HRahima, 01712345678');
    expect(text).toContain('Address    Road 2\\x9b31m\\u202eesuoH');
    expect(text).toContain('Notes      bell\\x07 tab\\there');
    expect(text).toContain(': x\\x00y  Refund');
  });

  it('a return reason stays on its row, shortened, with no control character', () => {
    const record: ReturnRecord = {
      id: 'r1', image: '', name: 'Panjabi\u001b[31m', name_bn: null, returnDate: '2026-11-20T04:00:00.000Z', reason: 'Too small\n\nRefund approved\u001b]0;pwned\u0007',
      status: 'requested', decision_reason: null, order_id: 'o1', order_number: 'BZ-2611-48213907', order_line_id: 'l1', product_id: 7, size: 'M', quantity: 1, amount: 1200,
    };
    const text = formatOutcome({ kind: 'returns list', answer: { returns: [record] } });
    expect(text.split('\n')).toHaveLength(2);
    expect(text).not.toMatch(CONTROL);
    expect(text).toContain('Too small Refund approved\\x1b]0;pwned\\x07');
  });

  it('doubles a backslash, so a typed "\\n" is told from an escaped line break', () => {
    expect(printable('C:\\new\nline')).toBe('C:\\\\new\\nline');
    expect(printable('বাংলা ঠিকানা 😀')).toBe('বাংলা ঠিকানা 😀');
  });
});
