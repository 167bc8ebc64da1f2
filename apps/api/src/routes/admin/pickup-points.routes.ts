import type { FastifyInstance } from 'fastify';
import { PickupPointChangeSchema, PickupPointInputSchema, PickupPointParamsSchema, type AdminPickupPointAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { addPickupPoint, changePickupPoint, listAllPickupPoints } from '../../modules/pickup-points/pickup-points.service';
import { requirePermission } from '../../plugins/staff-session';

/** Pickup points: list, add, edit, take out of use and back (docs/product/back-office-customers-promo-pickup.md). */
export async function adminPickupPointRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/pickup-points', { preHandler: requirePermission('pickup_points.view') }, async () => ({ pickup_points: await listAllPickupPoints(db) }));

  app.post('/pickup-points', { preHandler: requirePermission('pickup_points.change') }, async (request, reply) => {
    const input = parseInput(PickupPointInputSchema, request.body ?? {});
    return reply.code(201).send({ pickup_point: await addPickupPoint(db, request.staff.actor, input) } satisfies AdminPickupPointAnswer);
  });

  app.patch('/pickup-points/:id', { preHandler: requirePermission('pickup_points.change') }, async (request): Promise<AdminPickupPointAnswer> => {
    const { id } = parseInput(PickupPointParamsSchema, request.params);
    const change = parseInput(PickupPointChangeSchema, request.body ?? {});
    return { pickup_point: await changePickupPoint(db, request.staff.actor, id, change) };
  });
}
