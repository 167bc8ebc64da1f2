import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_FEES, summariseOrder, type AppliedPromo, type Address, type CartItem, type PickupPoint } from '@shop/shared';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { afterOrderPath } from './after-order';
import { EMPTY_DRAFT, parseDraft } from './checkout-draft';
import { orderFailure, orderIdOf } from './order-failure';
import { checkoutPricing, deliveryMethodOf } from './delivery-pricing';
import { chooseLines } from './selected-lines';
import { orderProblem, type OrderDraft } from './validate-order';

const item = (product_id: number, size: string, price: number, quantity: number): CartItem => ({
  id: `line-${product_id}-${size}`,
  product_id,
  size,
  quantity,
  price,
  originalPrice: null,
  stock: 10,
  price_changed_from: null,
  product: { name: `Product ${product_id}`, name_bn: null, images: [], sku: `SKU-${product_id}`, colour: 'Green', category: 'Men' },
});

const shirt = item(2, 'M', 1299.5, 2);
const bag = item(25, 'ONE', 850, 1);
const point: PickupPoint = { id: 3, name: 'Bazar Point Gulshan', address: 'House 12, Road 45, Gulshan 2', city: 'Dhaka', phone: '01711000003' };

describe('chooseLines', () => {
  it('orders the whole cart without a selection, and only the chosen lines with one', () => {
    expect(chooseLines([shirt, bag], null)).toEqual({ lines: [shirt, bag], missing: 0 });
    expect(chooseLines([shirt, bag], '25:ONE')).toEqual({ lines: [bag], missing: 0 });
  });

  it('counts chosen lines that left the cart, and never picks another size of the same product', () => {
    expect(chooseLines([shirt, bag], '2:L,25:one')).toEqual({ lines: [bag], missing: 1 });
    expect(chooseLines([shirt], '99:M')).toEqual({ lines: [], missing: 1 });
  });
});

/** The default ৳150 at a pickup point, as before fees by area. */
const summarise = (lines: CartItem[], promo: AppliedPromo | null) => summariseOrder(lines, promo, { fees: DEFAULT_DELIVERY_FEES, destination: { method: 'pickup' } });

describe('summarise', () => {
  it('adds the default ৳150 delivery to the goods, in whole poisha', () => {
    expect(summarise([shirt, bag], null)).toEqual({ items: 3, subtotal: 3449, delivery: 150, discount: 0, total: 3599 });
  });

  it('takes a percent voucher off the goods only, rounded down to a poisha', () => {
    const summary = summarise([shirt, bag], { code: 'WELCOME10', kind: 'percent', value: 10 });
    expect(summary.discount).toBe(344.9);
    expect(summary.total).toBe(3254.1);
  });

  it('never lets a fixed voucher take more than the goods, and charges nothing for an empty order', () => {
    expect(summarise([item(7, 'M', 120, 1)], { code: 'FLAT200', kind: 'fixed', value: 200 })).toMatchObject({ discount: 120, total: 150 });
    expect(summarise([], null)).toEqual({ items: 0, subtotal: 0, delivery: 0, discount: 0, total: 0 });
  });
});

describe('orderProblem', () => {
  const ready: OrderDraft = { lineCount: 2, method: 'pickup', hasAddress: false, pickupPointId: 3, pickupPoints: [point], paymentMethod: 'Bkash' };

  it('lets a complete order through', () => {
    expect(orderProblem(ready)).toBeNull();
  });

  it('asks for the pickup point before the payment method, as the checkout lists them', () => {
    expect(orderProblem({ ...ready, pickupPointId: null, paymentMethod: null })).toBe('pickupPointRequired');
    expect(orderProblem({ ...ready, paymentMethod: null })).toBe('paymentMethodRequired');
    expect(orderProblem({ ...ready, lineCount: 0 })).toBe('cartEmpty');
  });

  it('delivers home to an address of the book without any pickup point, and asks for an address without one', () => {
    const home: OrderDraft = { ...ready, method: 'home', hasAddress: true, pickupPointId: null };
    expect(orderProblem(home)).toBeNull();
    expect(orderProblem({ ...home, hasAddress: false })).toBe('addressRequired');
    expect(orderProblem({ ...home, paymentMethod: null })).toBe('paymentMethodRequired');
  });

  it('refuses a point that is no longer offered, or one without name, phone or address', () => {
    expect(orderProblem({ ...ready, pickupPointId: 4 })).toBe('pickupPointInvalid');
    expect(orderProblem({ ...ready, pickupPoints: [{ ...point, phone: ' ' }] })).toBe('pickupPointIncomplete');
    expect(orderProblem({ ...ready, pickupPoints: [{ ...point, address: '' }] })).toBe('pickupPointIncomplete');
  });
});

describe('orderFailure', () => {
  it('reads the short line and the units left of an out-of-stock answer', () => {
    const error = new ApiError(409, 'Only 1 left of Shirt (size M).', 'out_of_stock', { 'line-2-M': '1' });
    expect(orderFailure(error)).toEqual({ kind: 'stock', lineId: 'line-2-M', left: 1 });
    expect(orderFailure(new ApiError(409, 'Sold out', 'out_of_stock', { x: '0' }))).toEqual({ kind: 'stock', lineId: 'x', left: 0 });
  });

  it('turns the server’s place-order codes back into the screen’s own problems', () => {
    expect(orderFailure(new ApiError(400, 'Please select a pickup point.', 'pickup_point_required'))).toEqual({ kind: 'problem', problem: 'pickupPointRequired' });
    expect(orderFailure(new ApiError(400, 'Invalid pickup point selected.', 'pickup_point_invalid'))).toEqual({ kind: 'problem', problem: 'pickupPointInvalid' });
    expect(orderFailure(new ApiError(400, 'Selected pickup point is missing required information.', 'pickup_point_incomplete'))).toEqual({ kind: 'problem', problem: 'pickupPointIncomplete' });
    expect(orderFailure(new ApiError(400, 'Please select a payment method.', 'payment_method_required'))).toEqual({ kind: 'problem', problem: 'paymentMethodRequired' });
    expect(orderFailure(new ApiError(400, 'Your cart is empty', 'cart_empty'))).toEqual({ kind: 'problem', problem: 'cartEmpty' });
    expect(orderFailure(new ApiError(400, 'Invalid Promo Code', 'invalid_promo', { promo_code: 'expired' }))).toEqual({ kind: 'promo' });
    expect(orderFailure(new ApiError(409, 'changed', 'cart_changed'))).toEqual({ kind: 'cartChanged' });
    expect(orderFailure(new ApiError(409, 'went up', 'total_changed'))).toEqual({ kind: 'totalChanged' });
  });

  it('decides by code, never by the English message', () => {
    expect(orderFailure(new ApiError(400, 'Please select a pickup point.', 'validation_error'))).toEqual({ kind: 'failed' });
    expect(orderFailure(new ApiError(400, 'Something else entirely', 'pickup_point_required'))).toEqual({ kind: 'problem', problem: 'pickupPointRequired' });
  });

  it('reads the shop’s order limits: too many orders this hour, and how many wait to be paid or confirmed', () => {
    expect(orderFailure(new ApiError(429, 'You have placed many orders in the last hour.', 'rate_limited'))).toEqual({ kind: 'tooManyOrders' });
    expect(orderFailure(new ApiError(409, 'You have 5 orders waiting…', 'unpaid_orders', { unpaid_orders: '5' }))).toEqual({ kind: 'unpaidOrders', n: 5 });
  });

  it('tells a shopper staff blocked from ordering so, not that the order failed', () => {
    expect(orderFailure(new ApiError(403, 'Your account cannot place orders at the moment.', 'account_blocked'))).toEqual({ kind: 'blocked' });
    expect(orderFailure(new ApiError(409, 'Cash on delivery is not available for this order.', 'cod_not_offered'))).toEqual({ kind: 'codNotOffered' });
    expect(orderFailure(new ApiError(403, 'Forbidden', 'forbidden'))).toEqual({ kind: 'failed' });
  });

  it('tells a lost connection and a lost session from any other failure', () => {
    expect(orderFailure(new ApiError(0, 'offline', NETWORK_ERROR))).toEqual({ kind: 'network' });
    expect(orderFailure(new ApiError(401, 'expired', 'unauthorized'))).toEqual({ kind: 'signedOut' });
    expect(orderFailure(new ApiError(500, 'boom', 'internal_error'))).toEqual({ kind: 'failed' });
    expect(orderFailure(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('after the order', () => {
  it('finds the order id where the old client looked for it', () => {
    expect(orderIdOf({ order: { id: 'o1' } })).toBe('o1');
    expect(orderIdOf({ id: 'o2' })).toBe('o2');
    expect(orderIdOf({ order: { _id: 'o3' } })).toBe('o3');
    expect(orderIdOf({ order: {} })).toBeNull();
    expect(orderIdOf(null)).toBeNull();
  });

  it('sends cash on delivery to the orders and every other method to the payment page', () => {
    expect(afterOrderPath('Cash On Delivery', 'o1')).toBe('/orders');
    expect(afterOrderPath('Bkash', 'o1')).toBe('/payments/o1');
    expect(afterOrderPath('Credit Card', 'o 2')).toBe('/payments/o%202');
  });
});

describe('parseDraft', () => {
  it('keeps a stored draft of the same shopper and drops another shopper’s', () => {
    const stored = { userId: 'u1', pickupPointId: 3, paymentMethod: 'Nagad', notes: 'Call first', addressId: 'a1' };
    expect(parseDraft(stored, 'u1')).toEqual({ deliveryMethod: null, pickupPointId: 3, paymentMethod: 'Nagad', notes: 'Call first', addressId: 'a1' });
    expect(parseDraft(stored, 'u2')).toEqual(EMPTY_DRAFT);
  });

  it('leaves out fields that do not make sense', () => {
    expect(parseDraft({ userId: 'u1', pickupPointId: '3', paymentMethod: 'Cheque', notes: 5, addressId: '' }, 'u1')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(null, 'u1')).toEqual(EMPTY_DRAFT);
  });
});

describe('delivery in the checkout', () => {
  const sylhet: Address = { id: 'a1', name: 'Farhana', phone: '01712345678', province: 'Sylhet', city: 'Sylhet', zone: 'Sylhet Sadar', address: 'House 3', landmark: null, label: 'HOME', postcode: '' };
  const fees = { ...DEFAULT_DELIVERY_FEES, areas: { dhaka_city: 60, dhaka_surroundings: 100, outside_dhaka: 130 }, districts: [{ district: 'Sylhet', fee: 170 }], pickup_point: 50 };

  it('offers home delivery first when the book has an address, a pickup point otherwise, and keeps a choice made', () => {
    expect(deliveryMethodOf(null, true)).toBe('home');
    expect(deliveryMethodOf(null, false)).toBe('pickup');
    expect(deliveryMethodOf('pickup', true)).toBe('pickup');
    expect(parseDraft({ userId: 'u1', deliveryMethod: 'home' }, 'u1').deliveryMethod).toBe('home');
    expect(parseDraft({ userId: 'u1', deliveryMethod: 'drone' }, 'u1').deliveryMethod).toBeNull();
  });

  it("shows the fee of the shown address's district, or the pickup fee, and none before the table is in", () => {
    expect(summariseOrder([bag], null, checkoutPricing(fees, 'home', sylhet))).toMatchObject({ delivery: 170, total: 1020 });
    expect(summariseOrder([bag], null, checkoutPricing(fees, 'home', { ...sylhet, city: 'Dhaka', zone: 'Savar', province: 'Dhaka' }))).toMatchObject({ delivery: 100 });
    expect(summariseOrder([bag], null, checkoutPricing(fees, 'pickup', sylhet))).toMatchObject({ delivery: 50, total: 900 });
    expect(checkoutPricing(undefined, 'home', sylhet)).toBeNull();
    expect(checkoutPricing(fees, 'home', undefined)).toBeNull();
  });
});
