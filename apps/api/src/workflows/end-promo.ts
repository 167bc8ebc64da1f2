import type { AdminPromoDetail } from '@shop/shared';
import type { Database } from '../db/client';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { endPromo as endPromoRow, lockPromo, promoAnswer, promoDetail } from '../modules/promo/promo-admin.service';

/**
 * Ends a code early: the checkout refuses it from now on like an expired one. Ending an ended code changes nothing
 * and writes no audit row; otherwise the change and its audit row share one transaction.
 */
export async function endPromo(db: Database, actor: StaffActor, code: string): Promise<AdminPromoDetail> {
  return db.transaction(async (tx) => {
    const before = await lockPromo(tx, code);
    if (!before.active) return promoDetail(tx, before);
    const after = await endPromoRow(tx, before);
    await recordAudit(tx, actor, { action: 'promo.end', entityType: 'promo', entityId: before.code, before: promoAnswer(before), after: promoAnswer(after) });
    return promoDetail(tx, after);
  });
}
