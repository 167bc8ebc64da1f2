import type { Database } from '../db/client';
import { staffOrder, staffOrders } from '../modules/orders/orders.service';
import { staffPaymentProofs } from '../modules/payment-proofs/proof-queue';
import { staffPromos } from '../modules/promo/promo-admin.service';
import { staffReturns } from '../modules/returns/returns.service';
import { createPromo } from '../workflows/create-promo';
import { decidePayment, paymentChange } from '../workflows/decide-payment';
import { decideReturn } from '../workflows/decide-return';
import { moveOrder } from '../workflows/move-order';
import { formatOutcome } from './format';
import { userInfo } from 'node:os';
import type { StaffActor } from '../modules/audit/audit.service';
import { addStaff } from '../modules/staff/staff-accounts.service';
import { staffLinkPath } from '../modules/staff/staff-links';
import type { Outcome, ShopCommand } from './outcome';
import type { Command } from './parse-command';
import { USAGE } from './usage';

/** The audit log's actor of the tool working on the database itself: the machine's user who ran it. */
const CLI_ACTOR: StaffActor = { kind: 'cli', label: `command line (${safeUser()})`, ip: null };

function safeUser(): string {
  try {
    return userInfo().username.replace(/[^\w.@-]/g, '').slice(0, 40) || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Runs one command on the database with the services the staff routes use (direct mode). */
export async function executeCommand(db: Database, command: ShopCommand, actor: StaffActor = CLI_ACTOR): Promise<Outcome> {
  switch (command.kind) {
    case 'orders list':
      return { kind: command.kind, answer: await staffOrders(db, command) };
    case 'orders show':
      return { kind: command.kind, answer: await staffOrder(db, command.orderNumber) };
    case 'orders status':
      return { kind: command.kind, answer: await moveOrder(db, actor, command.orderNumber, command.status, command.reason, command.shipment) };
    case 'payments list':
      return { kind: command.kind, answer: await staffPaymentProofs(db, command) };
    case 'payments mark':
      return { kind: command.kind, answer: paymentChange(await decidePayment(db, actor, { orderNumber: command.orderNumber }, command.decision)) };
    case 'returns list':
      return { kind: command.kind, answer: await staffReturns(db, command) };
    case 'returns': {
      const { from, to } = await decideReturn(db, command.returnId, command.action, { actor });
      return { kind: command.kind, answer: { return_id: command.returnId, from, to } };
    }
    case 'promo create':
      return { kind: command.kind, answer: await createPromo(db, actor, command.promo) };
    case 'promo list':
      return { kind: command.kind, answer: await staffPromos(db) };
    case 'staff add': {
      const { account, linkToken } = await addStaff(db, actor, { email: command.email, name: command.name, role: command.role, password: command.password });
      return { kind: command.kind, answer: { account, link: linkToken ? staffLinkPath(linkToken) : null } };
    }
  }
}

/** Runs one staff command on the database and returns what to print. */
export async function runCommand(db: Database, command: Command): Promise<string> {
  if (command.kind === 'help') return USAGE;
  return formatOutcome(await executeCommand(db, command));
}
