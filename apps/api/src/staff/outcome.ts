import type {
  Order, OrderList, ReturnList, StaffOrderStatusChange, StaffPaymentChange, StaffPaymentProofList, StaffPromo, StaffPromoList,
  StaffReturnChange, StaffAccountAnswer,
} from '@shop/shared';
import type { Command } from './parse-command';

/** A command other than help: one the shop answers. */
export type ShopCommand = Exclude<Command, { kind: 'help' }>;

/**
 * What the shop answered to a command, the same whether the tool asked the database itself or a running
 * shop over HTTP: it is printed from this, so both ways print the same.
 */
export type Outcome =
  | { kind: 'orders list'; answer: OrderList }
  | { kind: 'orders show'; answer: { order: Order } }
  | { kind: 'orders status'; answer: StaffOrderStatusChange }
  | { kind: 'payments list'; answer: StaffPaymentProofList }
  | { kind: 'payments mark'; answer: StaffPaymentChange }
  | { kind: 'returns list'; answer: ReturnList }
  | { kind: 'returns'; answer: StaffReturnChange }
  | { kind: 'promo create'; answer: { promo_code: StaffPromo } }
  | { kind: 'promo list'; answer: StaffPromoList }
  | { kind: 'staff add'; answer: StaffAccountAnswer };
