import type { DeliveryMethod, PaymentMethod, PickupPoint } from '@shop/shared';

/** What stops an order before it is sent (docs/product/checkout.md), in the order the shopper should fix them. */
export type OrderProblem = 'cartEmpty' | 'addressRequired' | 'pickupPointRequired' | 'pickupPointInvalid' | 'pickupPointIncomplete' | 'paymentMethodRequired';

export interface OrderDraft {
  lineCount: number;
  /** Home delivery (to `hasAddress`) or a pickup point (docs/decisions/044). */
  method: DeliveryMethod;
  hasAddress: boolean;
  pickupPointId: number | null;
  pickupPoints: readonly PickupPoint[];
  paymentMethod: PaymentMethod | null;
}

const filled = (text: string) => text.trim().length > 0;

/**
 * The first problem of a draft order, or null when it can be placed. A chosen point that is no longer
 * in the list (the list was reloaded and it closed) is 'Invalid pickup point selected.'. Home delivery needs
 * an address of the address book; the pickup point's rules are unchanged.
 */
export function orderProblem(draft: OrderDraft): OrderProblem | null {
  if (draft.lineCount === 0) return 'cartEmpty';
  if (draft.method === 'home') return !draft.hasAddress ? 'addressRequired' : draft.paymentMethod === null ? 'paymentMethodRequired' : null;
  if (draft.pickupPointId === null) return 'pickupPointRequired';
  const point = draft.pickupPoints.find((p) => p.id === draft.pickupPointId);
  if (!point) return 'pickupPointInvalid';
  if (!filled(point.name) || !filled(point.phone) || !filled(point.address)) return 'pickupPointIncomplete';
  if (draft.paymentMethod === null) return 'paymentMethodRequired';
  return null;
}
