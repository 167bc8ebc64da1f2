import type { Database } from '../db/client';
import { attemptById, type AttemptRow } from '../modules/online-payments/attempts.service';
import type { OnlineGateways } from '../modules/online-payments/ways';
import { orderById } from '../modules/orders/orders.service';
import { askGateway } from './ask-gateway';
import { settleAttempt, type SettledBy } from './settle-online-payment';

/**
 * Asks the gateway about one attempt and settles it from the answer (docs/decisions/068): what the browser's
 * return, the IPN, bKash's callback, the reconciliation and staff's 'check' all do. An attempt already settled is
 * answered as it stands without asking (a repeat changes nothing). Throws the client's error when the gateway
 * cannot be asked; the attempt then stays as it was for the next ask.
 */
export async function checkAttempt(
  db: Database, gateways: OnlineGateways, attemptId: string, options: { now: number; execute?: boolean; by?: SettledBy; force?: boolean },
): Promise<AttemptRow | undefined> {
  const attempt = await attemptById(db, attemptId);
  if (!attempt) return undefined;
  if (attempt.state !== 'started' && !options.force) return attempt;
  const order = await orderById(db, attempt.orderId);
  if (!order) return attempt;
  const outcome = await askGateway(gateways, attempt, { orderNumber: order.order_number, now: options.now, execute: options.execute });
  return settleAttempt(db, attempt.id, outcome, options.by);
}
