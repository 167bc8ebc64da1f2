import type { FastifyInstance } from 'fastify';
import {
  BlockedPhoneParamsSchema, BlockPhoneInputSchema, RiskPolicyInputSchema, type BlockedPhone, type BlockedPhoneList, type RiskPolicy,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { blockPhone, listBlockedPhones, readRiskPolicy, saveRiskPolicy, unblockPhone } from '../../modules/risk/risk.service';
import { requirePermission } from '../../plugins/staff-session';

/**
 * Cash-on-delivery risk in the back office (docs/product/cash-on-delivery-risk.md): the phone numbers refused cash on
 * delivery (staff who may block customers), and what high risk means (the owner).
 */
export async function adminRiskRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/blocked-phones', { preHandler: requirePermission('customers.block') }, async (): Promise<BlockedPhoneList> => ({
    phones: await listBlockedPhones(db),
  }));

  app.post('/blocked-phones', { preHandler: requirePermission('customers.block') }, async (request, reply): Promise<BlockedPhone> => {
    const input = parseInput(BlockPhoneInputSchema, request.body ?? {});
    return reply.code(201).send(await blockPhone(db, request.staff.actor, input));
  });

  app.delete('/blocked-phones/:phone', { preHandler: requirePermission('customers.block') }, async (request, reply) => {
    const { phone } = parseInput(BlockedPhoneParamsSchema, request.params);
    await unblockPhone(db, request.staff.actor, phone);
    return reply.code(204).send();
  });

  app.get('/delivery/risk-policy', { preHandler: requirePermission('delivery.view') }, async (): Promise<RiskPolicy> => readRiskPolicy(db));

  app.put('/delivery/risk-policy', { preHandler: requirePermission('settings.change') }, async (request): Promise<RiskPolicy> =>
    saveRiskPolicy(db, request.staff.actor, parseInput(RiskPolicyInputSchema, request.body ?? {})));
}
