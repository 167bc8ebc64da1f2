import type { FastifyInstance } from 'fastify';
import { CustomerBlockSchema, CustomerParamsSchema, CustomerQuerySchema, type CustomerDetail } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { customerDetail, searchCustomers, setCustomerBlock } from '../../modules/account/customers.service';
import { requirePermission } from '../../plugins/staff-session';

/** Customers: find, look at, block from ordering and lift the block (docs/product/back-office-customers-promo-pickup.md). */
export async function customerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const idOf = (params: unknown) => parseInput(CustomerParamsSchema, params).id;

  app.get('/customers', { preHandler: requirePermission('customers.view') }, async (request) =>
    searchCustomers(db, parseInput(CustomerQuerySchema, request.query)));

  app.get('/customers/:id', { preHandler: requirePermission('customers.view') }, async (request): Promise<CustomerDetail> =>
    customerDetail(db, idOf(request.params)));

  app.post('/customers/:id/block', { preHandler: requirePermission('customers.block') }, async (request): Promise<CustomerDetail> => {
    const id = idOf(request.params);
    const { reason } = parseInput(CustomerBlockSchema, request.body ?? {});
    await setCustomerBlock(db, request.staff.actor, id, { reason });
    return customerDetail(db, id);
  });

  app.post('/customers/:id/unblock', { preHandler: requirePermission('customers.block') }, async (request): Promise<CustomerDetail> => {
    const id = idOf(request.params);
    await setCustomerBlock(db, request.staff.actor, id, null);
    return customerDetail(db, id);
  });
}
