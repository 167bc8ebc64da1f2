import type { FastifyInstance } from 'fastify';
import { ADDRESS_LABELS, AddressInputSchema } from '@shop/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { addressNotFound, createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from '../../modules/account/addresses.service';

/** Editing sends the whole form, but a partial change is accepted too; a missing label keeps the old one. */
const AddressChangeSchema = AddressInputSchema.extend({ label: z.enum(ADDRESS_LABELS).optional() }).partial().strict();

/** Any id that is not one of the caller's addresses, malformed ones included, is simply not found. */
function addressId(params: unknown): string {
  const parsed = z.object({ id: z.uuid() }).safeParse(params);
  if (!parsed.success) throw addressNotFound();
  return parsed.data.id;
}

/** `addressesPerAccount`: how many addresses one account may keep (ADDRESSES_PER_ACCOUNT). */
export async function addressRoutes(app: FastifyInstance, { db, addressesPerAccount }: { db: Database; addressesPerAccount: number }) {
  app.get('/addresses', async (request) => ({ addresses: await listAddresses(db, request.userId) }));

  app.get('/addresses/:id', (request) => getAddress(db, request.userId, addressId(request.params)));

  app.post('/addresses', async (request, reply) => {
    const input = parseInput(AddressInputSchema, request.body ?? {});
    return reply.code(201).send(await createAddress(db, request.userId, input, addressesPerAccount));
  });

  app.patch('/addresses/:id', async (request) => {
    const id = addressId(request.params);
    const change = parseInput(AddressChangeSchema, request.body ?? {});
    return updateAddress(db, request.userId, id, change);
  });

  app.delete('/addresses/:id', async (request, reply) => {
    await deleteAddress(db, request.userId, addressId(request.params));
    return reply.code(204).send();
  });
}
