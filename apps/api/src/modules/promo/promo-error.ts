import { INVALID_PROMO_DETAIL, INVALID_PROMO_MESSAGE, type PromoRefused, type PromoRefusal } from '@shop/shared';
import { AppError } from '../../lib/errors';

/** Why a code itself cannot be used: kept on the error for the server's tests and logs, never sent. */
export type PromoProblem = 'unknown' | 'inactive' | 'not_started' | 'expired' | 'limit_reached' | 'already_used' | 'min_order';

/**
 * A refused promo code: 400 'Invalid Promo Code' (what the screens show) with the reason and a detail.
 * The promo routes answer `{ success: false, … }`; elsewhere (placing an order) the error handler's
 * usual shape carries the detail in `fields.promo_code`.
 */
export class PromoError extends AppError {
  constructor(
    readonly reason: PromoRefusal,
    readonly detail: string,
    readonly problem?: PromoProblem,
  ) {
    super(400, 'invalid_promo', INVALID_PROMO_MESSAGE, { promo_code: detail });
  }

  toAnswer(): PromoRefused {
    return { success: false, message: INVALID_PROMO_MESSAGE, code: 'invalid_promo', reason: this.reason, detail: this.detail };
  }
}

/**
 * Every problem of the code itself gets one and the same answer (docs/decisions/025), so trying codes
 * tells an unknown one from an expired, used-up or minimum-order one no better than chance.
 */
export const invalidCode = (problem: PromoProblem) => new PromoError('invalid', INVALID_PROMO_DETAIL, problem);
