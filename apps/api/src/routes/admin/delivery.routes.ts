import type { FastifyInstance } from 'fastify';
import { DeliveryFeesInputSchema, type DeliveryFeesAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { changeDeliveryFees, readDeliveryFees } from '../../modules/delivery/delivery.service';
import { requirePermission } from '../../plugins/staff-session';

/** Delivery fees by area, district and pickup point, and free delivery (docs/product/back-office-delivery.md). */
export async function adminDeliveryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/delivery-fees', { preHandler: requirePermission('delivery.view') }, async (): Promise<DeliveryFeesAnswer> => ({
    delivery_fees: await readDeliveryFees(db),
  }));

  app.put('/delivery-fees', { preHandler: requirePermission('delivery.change') }, async (request): Promise<DeliveryFeesAnswer> => {
    const input = parseInput(DeliveryFeesInputSchema, request.body ?? {});
    return { delivery_fees: await changeDeliveryFees(db, request.staff.actor, input) };
  });
}
