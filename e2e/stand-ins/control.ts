// The browser tests' side of the stand-ins' control server (e2e/stand-ins/server.ts): switch a gateway's failure mode.
import { standInPorts } from './ports';

export type StandInSwitch =
  | { gateway: 'sslcommerz'; switch: 'ipn'; value: 'never' | 'once' | 'twice' }
  | { gateway: 'sslcommerz'; switch: 'validation'; value: 'valid' | 'validated' | 'invalid' | 'other-amount' | 'risky' }
  | { gateway: 'sslcommerz'; switch: 'refundsStayPending' | 'stall'; value: boolean }
  | { gateway: 'sslcommerz'; switch: 'finishRefunds' }
  | { gateway: 'bkash'; switch: 'tokenLifetime' | 'executeDelay'; value: number }
  | { gateway: 'bkash'; switch: 'stall'; value: boolean }
  | { gateway: 'bkash'; switch: 'expireTokens' }
  | { gateway: 'steadfast'; switch: 'stall'; value: boolean }
  | { gateway: 'steadfast'; switch: 'webhook'; value: { consignmentId: string; status: 'Delivered' | 'Partial Delivered' | 'Cancelled' | 'Pending' | 'Hold'; message?: string } };

/**
 * Flips one switch of a stand-in. The stand-ins are shared by every test of the run: a spec that changes a mode sets
 * it back in its own finally (and runs serially with the others that switch the same gateway).
 */
export async function switchStandIn(change: StandInSwitch): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${standInPorts().control}/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) });
  if (!answer.ok) throw new Error(`stand-in control: ${answer.status} ${await answer.text()}`);
}

/** The SMS the shop sent to `to` (+8801XXXXXXXXX), oldest first, as the SMS peer of the browser tests received them. */
export async function textsTo(to: string): Promise<{ to: string; text: string }[]> {
  const answer = await fetch(`http://127.0.0.1:${standInPorts().control}/sms?to=${encodeURIComponent(to)}`);
  if (!answer.ok) throw new Error(`stand-in SMS: ${answer.status}`);
  return (await answer.json()) as { to: string; text: string }[];
}
