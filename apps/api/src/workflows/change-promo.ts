import { toPoisha, type AdminPromoDetail, type PromoChange } from '@shop/shared';
import type { Database } from '../db/client';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { changePromoLimits, lockPromo, promoAnswer, promoDetail } from '../modules/promo/promo-admin.service';

/** Changes a code's limits and dates (the promo service's rules), audited with before and after in one transaction. */
export async function changePromo(db: Database, actor: StaffActor, code: string, change: PromoChange): Promise<AdminPromoDetail> {
  return db.transaction(async (tx) => {
    const before = await lockPromo(tx, code);
    const after = await changePromoLimits(tx, before, {
      maxUses: change.max_uses,
      maxUsesPerUser: change.max_uses_per_user,
      minOrder: change.min_order === undefined ? undefined : toPoisha(change.min_order),
      startsAt: change.starts_at === undefined ? undefined : change.starts_at === null ? null : new Date(change.starts_at),
      expiresAt: change.expires_at === undefined ? undefined : change.expires_at === null ? null : new Date(change.expires_at),
    });
    await recordAudit(tx, actor, { action: 'promo.change', entityType: 'promo', entityId: before.code, before: promoAnswer(before), after: promoAnswer(after) });
    return promoDetail(tx, after);
  });
}
