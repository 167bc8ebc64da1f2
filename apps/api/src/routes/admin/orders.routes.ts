import type { FastifyInstance } from 'fastify';
import { AdminOrderQuerySchema, ShipmentCorrectionSchema, shipmentOf, StaffOrderParamsSchema, StaffOrderStatusInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { adminOrderDetail, countAdminOrders, listAdminOrders } from '../../modules/orders/admin-orders.service';
import { requirePermission } from '../../plugins/staff-session';
import { correctShipment } from '../../workflows/correct-shipment';
import { moveOrder } from '../../workflows/move-order';

const orderNumberOf = (params: unknown) => parseInput(StaffOrderParamsSchema, params).orderNumber;

/**
 * Orders in the back office (docs/product/back-office-orders.md): the list with its filters and search, one
 * order with its lines, contact, proofs and timeline, and moving its status through the staff's own workflow.
 */
export async function adminOrderRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/orders', { preHandler: requirePermission('orders.view') }, async (request) =>
    listAdminOrders(db, parseInput(AdminOrderQuerySchema, request.query)));

  app.get('/orders/counts', { preHandler: requirePermission('orders.view') }, async (request) =>
    countAdminOrders(db, parseInput(AdminOrderQuerySchema, request.query)));

  app.get('/orders/:orderNumber', { preHandler: requirePermission('orders.view') }, async (request) =>
    adminOrderDetail(db, orderNumberOf(request.params)));

  app.post('/orders/:orderNumber/status', { preHandler: requirePermission('orders.change') }, async (request) => {
    const orderNumber = orderNumberOf(request.params);
    const { status, reason, ...shipment } = parseInput(StaffOrderStatusInputSchema, request.body ?? {});
    return moveOrder(db, request.staff.actor, orderNumber, status, reason, status === 'shipped' ? shipmentOf(shipment) : undefined);
  });

  // A shipped order's courier or tracking number corrected, audited (docs/decisions/045).
  app.post('/orders/:orderNumber/shipment', { preHandler: requirePermission('orders.change') }, async (request) => {
    const orderNumber = orderNumberOf(request.params);
    const { reason, ...shipment } = parseInput(ShipmentCorrectionSchema, request.body ?? {});
    return correctShipment(db, request.staff.actor, orderNumber, shipmentOf(shipment), reason);
  });
}
