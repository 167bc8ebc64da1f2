import type { Database } from '../db/client';
import {
  addPromo, decideReturnRequest, markPayment, moveOrder, staffOrder, staffOrders, staffPaymentProofs, staffPromos, staffReturns,
} from '../workflows/staff-actions';
import { formatOutcome } from './format';
import type { Outcome, ShopCommand } from './outcome';
import type { Command } from './parse-command';
import { USAGE } from './usage';

/** Runs one command on the database with the services the staff routes use (direct mode). */
export async function executeCommand(db: Database, command: ShopCommand): Promise<Outcome> {
  switch (command.kind) {
    case 'orders list':
      return { kind: command.kind, answer: await staffOrders(db, command) };
    case 'orders show':
      return { kind: command.kind, answer: await staffOrder(db, command.orderNumber) };
    case 'orders status':
      return { kind: command.kind, answer: await moveOrder(db, command.orderNumber, command.status, command.reason) };
    case 'payments list':
      return { kind: command.kind, answer: await staffPaymentProofs(db, command) };
    case 'payments mark':
      return { kind: command.kind, answer: await markPayment(db, command.orderNumber, command.decision) };
    case 'returns list':
      return { kind: command.kind, answer: await staffReturns(db, command) };
    case 'returns':
      return { kind: command.kind, answer: await decideReturnRequest(db, command.returnId, command.action) };
    case 'promo create':
      return { kind: command.kind, answer: await addPromo(db, command.promo) };
    case 'promo list':
      return { kind: command.kind, answer: await staffPromos(db) };
  }
}

/** Runs one staff command on the database and returns what to print. */
export async function runCommand(db: Database, command: Command): Promise<string> {
  if (command.kind === 'help') return USAGE;
  return formatOutcome(await executeCommand(db, command));
}
