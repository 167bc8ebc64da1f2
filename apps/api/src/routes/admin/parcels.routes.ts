import type { FastifyInstance } from 'fastify';
import { BookParcelInputSchema, BulkBookInputSchema, ParcelPlanQuerySchema, ParcelSettingsSchema, StaffOrderParamsSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import type { CourierClients } from '../../modules/couriers/couriers.service';
import { changeParcelSettings, readParcelSettings } from '../../modules/couriers/shipments.service';
import { requirePermission } from '../../plugins/staff-session';
import { bookParcel, bookParcels, orderParcel, parcelPlan } from '../../workflows/book-parcel';

const orderNumberOf = (params: unknown) => parseInput(StaffOrderParamsSchema, params).orderNumber;

/**
 * Booking parcels with the couriers (docs/product/couriers.md, docs/decisions/077): an order's parcel, the plan of
 * 'Send with …' (couriers, the proposed one, the place found, the charge quoted), one order's booking, a bulk booking
 * from the orders list, and the parcel's default weight and Steadfast delivery type.
 */
export async function adminParcelRoutes(app: FastifyInstance, { db, couriers }: { db: Database; couriers: CourierClients }) {
  const ctx = { db, couriers };

  app.get('/orders/:orderNumber/parcel', { preHandler: requirePermission('orders.view') }, async (request) =>
    orderParcel(db, orderNumberOf(request.params)));

  app.get('/orders/:orderNumber/parcel-plan', { preHandler: requirePermission('orders.change') }, async (request) =>
    parcelPlan(ctx, orderNumberOf(request.params), parseInput(ParcelPlanQuerySchema, request.query)));

  app.post('/orders/:orderNumber/parcel', { preHandler: requirePermission('orders.change') }, async (request) =>
    bookParcel(ctx, request.staff.actor, orderNumberOf(request.params), parseInput(BookParcelInputSchema, request.body ?? {})));

  app.post('/parcels/bulk', { preHandler: requirePermission('orders.change') }, async (request) =>
    bookParcels(ctx, request.staff.actor, parseInput(BulkBookInputSchema, request.body ?? {})));

  app.get('/delivery/parcel-settings', { preHandler: requirePermission('delivery.view') }, async () => readParcelSettings(db));

  app.put('/delivery/parcel-settings', { preHandler: requirePermission('delivery.change') }, async (request) =>
    changeParcelSettings(db, request.staff.actor, parseInput(ParcelSettingsSchema, request.body ?? {})));
}
