import { ONE_SIZE, courierLabel, type Order, type ReturnRecord, type StaffPaymentProof, type StaffPromo } from '@shop/shared';
import type { Outcome } from './outcome';
import { BD_OFFSET_MS } from '../lib/bangladesh-days';
import { printable as esc } from './printable';

/** Money in answers is taka already; staff read it with the symbol and thousands separators. */
const tk = (taka: number) => `৳${taka.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const day = (iso: string | null) => (iso ? new Date(Date.parse(iso) + BD_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') : '-');
/** Shoppers' text on one line of a table, cut at `max` characters (`table` escapes what is left). */
const clip = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** What the tool prints for an answer of the shop. */
export function formatOutcome(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'orders list':
      return orderTable(outcome.answer.orders);
    case 'staff add': {
      const { account, link } = outcome.answer;
      const added = `Added ${account.role} ${esc(account.email)} (${esc(account.name)}).`;
      return link ? `${added}\nThey set their password once, within 24 hours, at:\n  ${esc(link)}` : `${added} They can sign in at /admin now.`;
    }
    case 'orders show':
      return orderDetails(outcome.answer.order);
    case 'orders status': {
      const { order_number, from, to, refund_amount } = outcome.answer;
      return to === 'cancelled' ? `Order ${esc(order_number)} cancelled; stock returned. Refund due: ${tk(refund_amount ?? 0)}.` : `Order ${esc(order_number)}: ${from} -> ${to}.`;
    }
    case 'payments list':
      return proofTable(outcome.answer.payment_proofs);
    case 'payments mark': {
      const { order_number, from, to, proof_updated, refund_amount } = outcome.answer;
      if (refund_amount !== null) {
        // A cancelled order's waiting proof: the decision is the proof's; the order says what is owed back.
        const owed = refund_amount > 0 ? `${tk(refund_amount)} to pay back` : 'nothing to pay back';
        return `Payment of cancelled order ${esc(order_number)}: its payment proof is ${to === 'rejected' ? 'rejected' : 'paid'}, ${owed} (${from} -> ${to}).`;
      }
      return `Payment of ${esc(order_number)}: ${from} -> ${to}${proof_updated ? ' (latest payment proof too)' : ' (no payment proof on file)'}.`;
    }
    case 'returns list':
      return returnTable(outcome.answer.returns);
    case 'returns':
      return `Return ${esc(outcome.answer.return_id)}: ${outcome.answer.from} -> ${outcome.answer.to}.`;
    case 'promo create':
      return `Created ${esc(outcome.answer.promo_code.code)}: ${off(outcome.answer.promo_code)} off.`;
    case 'promo list':
      return promoTable(outcome.answer.promo_codes);
  }
}

/** Rows as left-aligned columns; every cell escaped, so none can break its row. */
function table(header: string[], cells: string[][]): string {
  const rows = cells.map((row) => row.map(esc));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function orderTable(orders: Order[]): string {
  if (orders.length === 0) return 'No orders.';
  return table(
    ['ORDER', 'PLACED (DHAKA)', 'STATUS', 'PAYMENT', 'METHOD', 'ITEMS', 'TOTAL', 'CUSTOMER'],
    orders.map((o) => [o.order_number, day(o.created_at), o.status, o.payment_status, o.payment_method, String(o.items.reduce((n, i) => n + i.quantity, 0)), tk(o.total), o.customer_name]),
  );
}

function orderDetails(o: Order): string {
  const lines = [
    `Order ${esc(o.order_number)} (${esc(o.id)})`,
    `Placed     ${day(o.created_at)} Dhaka time`,
    `Status     ${esc(o.status)}    Payment: ${esc(o.payment_status)} (${esc(o.payment_method)})`,
    `Customer   ${esc(o.customer_name)}, ${esc(o.customer_phone)}`,
    `Address    ${esc(o.shipping_address)}`,
    ...(o.notes ? [`Notes      ${esc(o.notes)}`] : []),
    '',
    table(['SKU', 'ITEM', 'SIZE', 'QTY', 'PRICE', 'SUBTOTAL'], o.items.map((i) => [i.product_sku, i.name, i.size, String(i.quantity), tk(i.price), tk(i.subtotal)])),
    '',
    `Subtotal ${tk(o.subtotal)}  Delivery ${tk(o.delivery_fee)}  Discount ${tk(o.discount)}${o.promo_code ? ` (${esc(o.promo_code)})` : ''}  Total ${tk(o.total)}`,
  ];
  if (o.status === 'cancelled') lines.push(`Cancelled  ${day(o.cancelled_at)} Dhaka time: ${esc(o.cancel_reason ?? '')}  Refund ${tk(o.refund_amount ?? 0)}`);
  const shipment = o.tracking.shipment;
  if (shipment) {
    lines.push(`Courier    ${esc(courierLabel(shipment))}${shipment.tracking_number ? `  Tracking ${esc(shipment.tracking_number)}` : ''}${shipment.tracking_url ? `  ${esc(shipment.tracking_url)}` : ''}`);
  }
  if (o.delivered_at) lines.push(`Delivered  ${day(o.delivered_at)} Dhaka time`);
  return lines.join('\n');
}

function proofTable(rows: StaffPaymentProof[]): string {
  if (rows.length === 0) return 'No payment proofs.';
  return table(
    ['ORDER', 'METHOD', 'TRANSACTION', 'AMOUNT', 'SENDER', 'STATUS', 'SUBMITTED (DHAKA)'],
    // A cancelled order's proof is named so: its verdict decides a refund, not a shipment.
    rows.map((p) => [
      p.order_status === 'cancelled' ? `${p.order_number} (cancelled)` : p.order_number,
      p.payment_method, p.transaction_id, tk(p.amount), p.sender_number, p.status, day(p.created_at),
    ]),
  );
}

/** The whole return id: staff copy it into `returns approve|reject|refund`. */
function returnTable(rows: ReturnRecord[]): string {
  if (rows.length === 0) return 'No return requests.';
  return table(
    ['RETURN', 'ORDER', 'ITEM', 'QTY', 'REASON', 'STATUS', 'REQUESTED (DHAKA)'],
    rows.map((r) => [
      r.id,
      r.order_number,
      r.size && r.size !== ONE_SIZE ? `${r.name} (${r.size})` : r.name,
      String(r.quantity),
      clip(r.reason, 40),
      r.status,
      day(r.returnDate),
    ]),
  );
}

const off = (p: StaffPromo) => (p.kind === 'percent' ? `${p.value}%` : tk(p.value));

function promoTable(rows: StaffPromo[]): string {
  if (rows.length === 0) return 'No promo codes.';
  return table(
    ['CODE', 'OFF', 'MIN ORDER', 'USED', 'PER SHOPPER', 'STARTS (DHAKA)', 'EXPIRES (DHAKA)', 'ACTIVE'],
    rows.map((p) => [
      p.code,
      off(p),
      tk(p.min_order),
      `${p.used_count}${p.max_uses === null ? '' : ` of ${p.max_uses}`}`,
      p.max_uses_per_user === null ? 'any' : String(p.max_uses_per_user),
      day(p.starts_at),
      day(p.expires_at),
      p.active ? 'yes' : 'no',
    ]),
  );
}
