import { DELIVERY_AREAS, type DeliveryFees, type DeliveryFeesInput } from '@shop/shared';

/** The form's rows: what was typed, sent as numbers (the server checks whole taka and the bounds again). */
export interface Draft {
  areas: Record<(typeof DELIVERY_AREAS)[number], string>;
  pickup: string;
  freeOver: string;
  districts: { key: number; district: string; fee: string }[];
}

let rowKey = 0;
/** A key for a new district row, unique on the page. */
export const newRowKey = () => (rowKey += 1);
export const toDraft = (fees: DeliveryFees): Draft => ({
  areas: { dhaka_city: String(fees.areas.dhaka_city), dhaka_surroundings: String(fees.areas.dhaka_surroundings), outside_dhaka: String(fees.areas.outside_dhaka) },
  pickup: String(fees.pickup_point),
  freeOver: fees.free_over === null ? '' : String(fees.free_over),
  districts: fees.districts.map((row) => ({ key: newRowKey(), district: row.district, fee: String(row.fee) })),
});
export const toInput = (draft: Draft): DeliveryFeesInput => ({
  areas: { dhaka_city: Number(draft.areas.dhaka_city), dhaka_surroundings: Number(draft.areas.dhaka_surroundings), outside_dhaka: Number(draft.areas.outside_dhaka) },
  pickup_point: Number(draft.pickup),
  free_over: draft.freeOver.trim() === '' ? null : Number(draft.freeOver),
  districts: draft.districts.map((row) => ({ district: row.district, fee: Number(row.fee) })),
});
