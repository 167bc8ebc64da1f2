import { z } from 'zod';

/**
 * The words of issue 25 every side shares: the couriers the shop books, the states of a parcel
 * (docs/decisions/074), and the cash-on-delivery risk of an order (docs/decisions/075).
 */
export const BOOKABLE_COURIERS = ['steadfast', 'pathao', 'redx'] as const;
export const BookableCourierSchema = z.enum(BOOKABLE_COURIERS);
export type BookableCourier = z.infer<typeof BookableCourierSchema>;

/**
 * booking (asked, answer not yet known) → booked | refused; booked → picked_up → in_transit → out_for_delivery →
 * delivered | partly_delivered | returned; any live state → cancelled.
 */
export const SHIPMENT_STATES = [
  'booking', 'booked', 'refused', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'partly_delivered', 'returned', 'cancelled',
] as const;
export const ShipmentStateSchema = z.enum(SHIPMENT_STATES);
export type ShipmentState = z.infer<typeof ShipmentStateSchema>;

/** States in which a parcel is still on its way: the poller asks about these. */
export const LIVE_SHIPMENT_STATES: readonly ShipmentState[] = ['booking', 'booked', 'picked_up', 'in_transit', 'out_for_delivery'];

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const RiskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

/** The signals of an order's risk, each stored with its numbers and worded by the screens. */
export const RISK_SIGNALS = [
  'blocked_phone', 'refused_parcels', 'delivered_parcels', 'address_refusals', 'cancelled_orders', 'new_account', 'many_orders', 'unusual_amount', 'phone_verified',
] as const;
export const RiskSignalSchema = z.enum(RISK_SIGNALS);
export type RiskSignal = z.infer<typeof RiskSignalSchema>;

export const RiskReasonSchema = z.object({ signal: RiskSignalSchema, count: z.number().int().optional(), amount: z.number().int().optional() });
export type RiskReason = z.infer<typeof RiskReasonSchema>;

/** What high risk means for the shopper, set by the owner. */
export const HIGH_RISK_POLICIES = ['none', 'confirm_code', 'advance_fee', 'no_cod'] as const;
export const HighRiskPolicySchema = z.enum(HIGH_RISK_POLICIES);
export type HighRiskPolicy = z.infer<typeof HighRiskPolicySchema>;
