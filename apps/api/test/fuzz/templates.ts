import type { FuzzContext } from './context';

/** A 1x1 PNG: a payment proof's screenshot that decodes. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * A body each writing route accepts, keyed `METHOD path`: the fuzz sends it as it is and with one or more
 * fields replaced, dropped or added, so requests get past the first check and reach the deeper ones.
 */
export type Templates = Record<string, () => Record<string, unknown>>;

export function templates(ctx: FuzzContext): Templates {
  const address = { name: 'Rahima Khatun', phone: '01712345678', province: 'Dhaka', city: 'Dhaka', zone: 'Savar', address: 'House 4, Road 2', landmark: 'Mosque', label: 'HOME' };
  return {
    'POST /api/v1/auth/register': () => ({ name: 'Rahima', email: `fuzz-${ctx.serial()}@example.com`, password: 'Kathal-gach-42-Bazar' }),
    'POST /api/v1/auth/login': () => ({ email: ctx.email, password: 'Kathal-gach-42-Bazar' }),
    'POST /api/v1/newsletter': () => ({ email: `news-${ctx.serial()}@example.com` }),
    'PUT /api/v1/profile': () => ({ name: 'Rahima Khatun', email: ctx.email, phone: '01712345678', birthday: '1990-04-01', gender: 'Female' }),
    'POST /api/v1/addresses': () => address,
    'PATCH /api/v1/addresses/:id': () => address,
    'POST /api/v1/cart/items': () => ({ product_id: ctx.pick(ctx.ids.product), quantity: 1, size: 'M' }),
    'PUT /api/v1/cart/items/:id': () => ({ quantity: 2 }),
    'POST /api/v1/cart/merge': () => ({ items: [{ product_id: ctx.pick(ctx.ids.product), size: 'L', quantity: 1 }] }),
    'POST /api/cart/delete': () => ({ productIds: [ctx.pick(ctx.ids.product)] }),
    'POST /api/v1/orders': () => ({
      pickup_point_id: 1, payment_method: 'Cash On Delivery', notes: 'Gate 2', customer_name: 'Rahima', customer_phone: '01712345678',
      shipping_address: 'House 4, Road 2', promo_code: 'WELCOME10', line_ids: ctx.ids.cartLine.slice(0, 1),
    }),
    'POST /api/v1/orders/:id/cancel': () => ({ reason: 'Changed my mind' }),
    'POST /api/v1/orders/:id/payment-proof': () => ({
      transaction_id: `TRX${ctx.serial()}`, payment_method: 'bkash', amount: 1350, screenshot: PNG, sender_number: '01712345678',
      sender_name: 'Rahima', payment_date: new Date().toISOString().slice(0, 10),
    }),
    'POST /api/v1/promo/apply': () => ({ promoCode: 'WELCOME10' }),
    'POST /api/apply-promo': () => ({ promoCode: 'FLAT200' }),
    'POST /api/v1/wishlist/merge': () => ({ productIds: [ctx.pick(ctx.ids.product)] }),
    'POST /api/v1/reviews': () => ({ product_id: ctx.pick(ctx.ids.product), rating: 5, message: 'Good cloth', order_id: ctx.pick(ctx.ids.order) }),
    'PUT /api/v1/reviews/:id': () => ({ rating: 4, message: 'Still good' }),
    'POST /api/v1/returns': () => ({ order_id: ctx.pick(ctx.ids.order), order_line_id: ctx.pick(ctx.ids.orderLine), reason: 'Too small' }),
    'POST /api/v1/staff/orders/:orderNumber/status': () => ({ status: 'confirmed', reason: 'Out of stock' }),
    'POST /api/v1/staff/orders/:orderNumber/payment': () => ({ status: 'paid' }),
    'POST /api/v1/staff/returns/:returnId': () => ({ action: 'approve' }),
    'POST /api/v1/admin/payment-proofs/:id/reject': () => ({ reason: 'The amount did not reach us.' }),
    'POST /api/v1/admin/returns/:id/reject': () => ({ reason: 'The tags are missing.' }),
    'POST /api/v1/staff/promo-codes': () => ({ code: `FUZZ${ctx.serial()}`, percent: 10, min_order: 100, max_uses: 5, max_uses_per_user: 1, expires_at: '2030-01-01T00:00:00Z' }),
    'POST /api/v1/admin/customers/:id/block': () => ({ reason: 'Refused three deliveries' }),
    'POST /api/v1/admin/promo-codes': () => ({ code: `ADMIN${ctx.serial()}`, fixed: 150.5, min_order: 1000, max_uses: 50, starts_at: '2029-01-01T00:00:00Z', expires_at: '2030-01-01T00:00:00Z' }),
    'PATCH /api/v1/admin/promo-codes/:code': () => ({ max_uses: 1000, max_uses_per_user: 2, min_order: 0, starts_at: null, expires_at: '2031-01-01T00:00:00Z' }),
    'POST /api/v1/admin/products': () => ({ sku: `FUZZ-${ctx.serial()}`, name: 'Fuzz Kurta', name_bn: 'ফাজ কুর্তা', category_id: 1, subcategory_id: 1, brand_id: 1, colour: 'Blue', price: 950.5, old_price: 1200, sizes: [{ size: 'M', stock: 3 }], specifications: [{ label: 'Fabric', value: 'Cotton' }] }),
    'PUT /api/v1/admin/products/:id': () => ({ version: 1, product: { sku: `FUZZ-${ctx.serial()}`, name: 'Fuzz Kurta', name_bn: 'ফাজ কুর্তা', category_id: 1, subcategory_id: 1, brand_id: 1, colour: 'Blue', price: 950.5, old_price: 1200, sizes: [{ size: 'M', stock: 3 }], specifications: [{ label: 'Fabric', value: 'Cotton' }] } }),
    'POST /api/v1/admin/products/:id/stock': () => ({ size: 'M', reason: 'received', quantity: 2, note: 'Delivery' }),
    'PUT /api/v1/admin/products/:id/images/order': () => ({ order: [1, 0] }),
    'POST /api/v1/admin/pickup-points': () => ({ name: `Bazar Point ${ctx.serial()}`, address: 'Road 11, Banani', city: 'Dhaka', phone: '01711000199' }),
    'PATCH /api/v1/admin/pickup-points/:id': () => ({ name: 'Bazar Point Renamed', address: 'Road 12, Banani', city: 'Dhaka', phone: '+8801711000198' }),
    // Tracking (docs/decisions/045).
    'POST /api/v1/orders/track': () => ({ order_number: 'BZ-2611-12345678', phone: '+880 1712-345678' }),
    'POST /api/v1/staff/orders/:orderNumber/shipment': () => ({ courier: 'pathao', tracking_number: 'PTH-1001', tracking_url: 'https://pathao.com/t/PTH-1001' }),
    'POST /api/v1/admin/orders/:orderNumber/shipment': () => ({ courier: 'other', courier_name: 'Janani Express', tracking_number: 'JE-77', reason: 'Wrong number' }),
    'POST /api/v1/admin/orders/:orderNumber/status': () => ({ status: 'shipped', courier: 'redx', tracking_number: 'RX-1' }),
    'PUT /api/v1/admin/delivery-fees': () => ({ areas: { dhaka_city: 60, dhaka_surroundings: 100, outside_dhaka: 150 }, districts: [{ district: 'Sylhet', fee: 170 }], pickup_point: 150, free_over: null }),
  };
}
