import type { FastifyInstance } from 'fastify';
import { PromoChangeSchema, PromoParamsSchema, StaffPromoInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { requirePermission } from '../../plugins/staff-session';
import { promoFromInput, staffPromo, staffPromos } from '../../modules/promo/promo-admin.service';
import { changePromo } from '../../workflows/change-promo';
import { createPromo } from '../../workflows/create-promo';
import { endPromo } from '../../workflows/end-promo';

/**
 * Promo codes (docs/product/back-office-customers-promo-pickup.md): the staff API's actions and body, so a code
 * made here, with the staff key or on the command line follows one set of rules and is audited alike.
 */
export async function promoCodeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const codeOf = (params: unknown) => parseInput(PromoParamsSchema, params).code;

  app.get('/promo-codes', { preHandler: requirePermission('promo.view') }, async () => staffPromos(db));

  app.get('/promo-codes/:code', { preHandler: requirePermission('promo.view') }, async (request) => staffPromo(db, codeOf(request.params)));

  app.post('/promo-codes', { preHandler: requirePermission('promo.change') }, async (request, reply) => {
    const input = parseInput(StaffPromoInputSchema, request.body ?? {});
    return reply.code(201).send(await createPromo(db, request.staff.actor, promoFromInput(input)));
  });

  app.patch('/promo-codes/:code', { preHandler: requirePermission('promo.change') }, async (request) => {
    const code = codeOf(request.params);
    return changePromo(db, request.staff.actor, code, parseInput(PromoChangeSchema, request.body ?? {}));
  });

  app.post('/promo-codes/:code/end', { preHandler: requirePermission('promo.change') }, async (request) =>
    endPromo(db, request.staff.actor, codeOf(request.params)));
}
