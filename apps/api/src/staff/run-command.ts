import type { Database } from '../db/client';
import {
  addPromo, decideReturnRequest, markPayment, moveOrder, staffOrder, staffOrders, staffPaymentProofs, staffPromos, staffReturns,
} from '../workflows/staff-actions';
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
      return { kind: command.kind, answer: await markPayment(db, actor, command.orderNumber, command.decision) };
    case 'returns list':
      return { kind: command.kind, answer: await staffReturns(db, command) };
    case 'returns':
      return { kind: command.kind, answer: await decideReturnRequest(db, actor, command.returnId, command.action) };
    case 'promo create':
      return { kind: command.kind, answer: await addPromo(db, actor, command.promo) };
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
