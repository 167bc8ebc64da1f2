import { DELIVERY_METHODS, PAYMENT_METHODS, type DeliveryMethod, type PaymentMethod } from '@shop/shared';

/** The choices of a checkout not yet placed. */
export interface CheckoutDraft {
  /** Null until the shopper chooses: home delivery when the address book has an address, else a pickup point. */
  deliveryMethod: DeliveryMethod | null;
  pickupPointId: number | null;
  paymentMethod: PaymentMethod | null;
  notes: string;
  addressId: string | null;
}

export const EMPTY_DRAFT: CheckoutDraft = { deliveryMethod: null, pickupPointId: null, paymentMethod: null, notes: '', addressId: null };
export const NOTES_MAX = 500;

const isMethod = (value: unknown): value is PaymentMethod => (PAYMENT_METHODS as readonly unknown[]).includes(value);

/** A stored draft of this shopper, field by field; whatever does not make sense is left empty. */
export function parseDraft(value: unknown, userId: string): CheckoutDraft {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (v.userId !== userId) return EMPTY_DRAFT;
  return {
    deliveryMethod: (DELIVERY_METHODS as readonly unknown[]).includes(v.deliveryMethod) ? (v.deliveryMethod as DeliveryMethod) : null,
    pickupPointId: Number.isInteger(v.pickupPointId) && (v.pickupPointId as number) > 0 ? (v.pickupPointId as number) : null,
    paymentMethod: isMethod(v.paymentMethod) ? v.paymentMethod : null,
    notes: typeof v.notes === 'string' ? v.notes.slice(0, NOTES_MAX) : '',
    addressId: typeof v.addressId === 'string' && v.addressId ? v.addressId : null,
  };
}
