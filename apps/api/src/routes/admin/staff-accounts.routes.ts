import type { FastifyInstance } from 'fastify';
import { NewStaffAccountSchema, StaffAccountChangeSchema, StaffAccountParamsSchema, type StaffAccountAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import {
  addStaff, changeStaff, listStaff, resetStaffLink, signOutStaffEverywhere,
} from '../../modules/staff/staff-accounts.service';
import { staffLinkPath } from '../../modules/staff/staff-links';
import { requirePermission } from '../../plugins/staff-session';

/** Staff accounts, owners only (docs/decisions/037). */
export async function staffAccountRoutes(app: FastifyInstance, { db, now }: { db: Database; now: () => number }) {
  app.addHook('preHandler', requirePermission('staff.manage'));
  const idOf = (params: unknown) => parseInput(StaffAccountParamsSchema, params).id;

  app.get('/staff', async () => ({ staff: await listStaff(db) }));

  app.post('/staff', async (request, reply) => {
    const input = parseInput(NewStaffAccountSchema, request.body ?? {});
    const { account, linkToken } = await addStaff(db, request.staff.actor, input, now());
    return reply.code(201).send({ account, link: linkToken ? staffLinkPath(linkToken) : null } satisfies StaffAccountAnswer);
  });

  app.patch('/staff/:id', async (request) => {
    const id = idOf(request.params);
    const change = parseInput(StaffAccountChangeSchema, request.body ?? {});
    // Turning codes on for one's own account ends one's other sessions, not this one.
    return { account: await changeStaff(db, request.staff.actor, id, change, request.staff.session.tokenHash), link: null } satisfies StaffAccountAnswer;
  });

  app.post('/staff/:id/link', async (request) => {
    const { account, linkToken } = await resetStaffLink(db, request.staff.actor, idOf(request.params), now());
    return { account, link: staffLinkPath(linkToken) } satisfies StaffAccountAnswer;
  });

  app.post('/staff/:id/sign-out', async (request, reply) => {
    await signOutStaffEverywhere(db, request.staff.actor, idOf(request.params));
    return reply.code(204).send();
  });
}
