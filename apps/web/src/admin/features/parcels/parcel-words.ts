import type { BookableCourier, BookingOutcome, Parcel } from '@shop/shared';
import type { TFunction } from 'i18next';

type AdminT = TFunction<'admin'>;

/** A courier by its name in the staff's language. */
export const courierName = (t: AdminT, courier: BookableCourier) => t(`parcels.couriers.${courier}`);

/** Why a parcel was refused, in words staff understand, then the courier's own words. */
export function refusalText(t: AdminT, parcel: Parcel): string {
  const kind = t(`parcels.refusalKinds.${parcel.refusal_kind ?? 'invalid'}`);
  return parcel.refusal ? `${kind} ${t('parcels.courierWords', { words: parcel.refusal })}` : kind;
}

/** One order's booking outcome as a sentence. */
export function outcomeText(t: AdminT, outcome: BookingOutcome): string {
  if (outcome.problem && outcome.problem !== 'not_shipped') return t(`parcels.problems.${outcome.problem}`);
  if (outcome.outcome === 'refused' && outcome.parcel) return refusalText(t, outcome.parcel);
  const code = outcome.parcel?.tracking_code ?? outcome.parcel?.invoice ?? '';
  const booked = t('parcels.bulk.booked', { code });
  return outcome.problem === 'not_shipped' ? `${booked} ${t('parcels.problems.not_shipped')}` : booked;
}
