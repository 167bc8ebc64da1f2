import type { StaffPromo } from '@shop/shared';
import type { Database } from '../db/client';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { createPromo as insertPromo, promoAnswer, type NewPromo } from '../modules/promo/promo-admin.service';

/** Staff create a promo code (the staff key, the command line, the back office), audited in the same transaction. */
export async function createPromo(db: Database, actor: StaffActor, promo: NewPromo): Promise<{ promo_code: StaffPromo }> {
  return db.transaction(async (tx) => {
    const answer = promoAnswer(await insertPromo(tx, promo));
    await recordAudit(tx, actor, { action: 'promo.create', entityType: 'promo', entityId: answer.code, after: answer });
    return { promo_code: answer };
  });
}
