import { OrderSchema, type Order } from '@shop/shared';

/** The `{ order }` answer of GET /orders/{id} and POST /orders/{id}/cancel, checked against the shared schema. */
export function readOrderAnswer(answer: unknown): Order {
  const order = typeof answer === 'object' && answer !== null ? (answer as { order?: unknown }).order : undefined;
  return OrderSchema.parse(order);
}
