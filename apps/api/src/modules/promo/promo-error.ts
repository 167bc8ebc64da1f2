import { INVALID_PROMO_CODE, INVALID_PROMO_MESSAGE, type PromoRefused, type PromoRefusal } from '@shop/shared';
import { AppError } from '../../lib/errors';

/**
 * A refused promo code: 400 'Invalid Promo Code' (what the screens show) with the reason and a detail.
 * The promo routes answer `{ success: false, … }`; elsewhere (placing an order) the error handler's
 * usual shape carries the detail in `fields.promo_code`.
 */
export class PromoError extends AppError {
  constructor(
    readonly reason: PromoRefusal,
    readonly detail: string,
  ) {
    super(400, INVALID_PROMO_CODE, INVALID_PROMO_MESSAGE, { promo_code: detail });
  }

  toAnswer(): PromoRefused {
    return { success: false, message: INVALID_PROMO_MESSAGE, code: INVALID_PROMO_CODE, reason: this.reason, detail: this.detail };
  }
}
