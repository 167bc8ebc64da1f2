// What the courier stand-ins (steadfast.ts, pathao.ts, redx.ts) share: reading a request's JSON, answering JSON, and
// sending a courier's webhook to the shop (docs/decisions/073).
import type { IncomingMessage, ServerResponse } from 'node:http';

export function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        const parsed: unknown = text ? JSON.parse(text) : {};
        resolve(parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {});
      } catch {
        resolve(Object.fromEntries(new URLSearchParams(text)));
      }
    });
  });
}

export const sendJson = (res: ServerResponse, body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export interface WebhookDelivery {
  /** The shop's answer. */
  status: number;
  headers: Headers;
  text: string;
}

/** A POST of `body` as JSON to the shop's webhook address, as the courier's servers send it. */
export async function postWebhook(to: string, body: unknown, headers: Record<string, string> = {}): Promise<WebhookDelivery> {
  const answer = await fetch(to, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

/** "2026-11-28 14:05:09", Bangladesh time, as the couriers write their times. */
export function courierTime(at = new Date()): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A string field of a JSON body, or ''. */
export const text = (body: Record<string, unknown>, name: string): string => (typeof body[name] === 'string' || typeof body[name] === 'number' ? String(body[name]) : '');
