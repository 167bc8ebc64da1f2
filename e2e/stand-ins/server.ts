// The browser tests' outside services: the SSLCommerz, bKash and Steadfast stand-ins (apps/api/test/stand-ins, real HTTP
// servers on 127.0.0.1) on fixed ports the shop is configured with, and a control server the browser tests use to switch
// their failure modes (POST /control {gateway, switch, value}) and to read their calls (GET /calls). The control server is
// also the shop's SMS peer (SMS_WEBHOOK_URL = POST /sms): it keeps every text, read with GET /sms?to=+8801….
// Started by playwright.config.ts.
import { createServer, type IncomingMessage } from 'node:http';
import { startBkashStandIn } from '../../apps/api/test/stand-ins/bkash';
import { startSslcommerzStandIn, type IpnMode, type ValidationMode } from '../../apps/api/test/stand-ins/sslcommerz';
import { startSteadfastStandIn, type SteadfastWebhookStatus } from '../../apps/api/test/stand-ins/steadfast';
import { E2E_STEADFAST_WEBHOOK_TOKEN, standInPorts } from './ports';

const ports = standInPorts(Number(process.env.SHOP_PORT));
const sslcommerz = await startSslcommerzStandIn({ port: ports.sslcommerz });
const bkash = await startBkashStandIn({ port: ports.bkash });
const steadfast = await startSteadfastStandIn({ port: ports.steadfast, webhookToken: E2E_STEADFAST_WEBHOOK_TOKEN });
/** Where Steadfast's webhooks go: the shop's own address, as its panel would be set. */
const steadfastWebhook = `http://127.0.0.1:${process.env.SHOP_PORT}/api/v1/couriers/steadfast/webhook`;
/** Every SMS the shop sent, in order (the Idempotency-Key keeps a retried one once). */
const texts: { to: string; text: string; key: string | null; at: string }[] = [];

type Switch = (value: unknown) => void | Promise<void>;
const IPN_MODES: readonly unknown[] = ['never', 'once', 'twice'] satisfies IpnMode[];
const VALIDATION_MODES: readonly unknown[] = ['valid', 'validated', 'invalid', 'other-amount', 'risky'] satisfies ValidationMode[];

function oneOf<T>(allowed: readonly unknown[], use: (value: T) => void): Switch {
  return (value) => {
    if (!allowed.includes(value)) throw new Error(`value must be one of ${allowed.join(', ')}`);
    use(value as T);
  };
}
const flag = (use: (value: boolean) => void): Switch => oneOf<boolean>([true, false], use);
function count(use: (value: number) => void): Switch {
  return (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error('value must be a whole number');
    use(value);
  };
}

/** Every failure switch of each stand-in, by name (as the stand-ins' methods). */
const SWITCHES: Record<'sslcommerz' | 'bkash' | 'steadfast', Record<string, Switch>> = {
  sslcommerz: {
    ipn: oneOf<IpnMode>(IPN_MODES, (mode) => sslcommerz.ipn(mode)),
    validation: oneOf<ValidationMode>(VALIDATION_MODES, (mode) => sslcommerz.validation(mode)),
    refundsStayPending: flag((pending) => sslcommerz.refundsStayPending(pending)),
    finishRefunds: () => sslcommerz.finishRefunds(),
    stall: flag((stalled) => sslcommerz.stall(stalled)),
  },
  bkash: {
    tokenLifetime: count((seconds) => bkash.tokenLifetime(seconds)),
    expireTokens: () => bkash.expireTokens(),
    executeDelay: count((ms) => bkash.executeDelay(ms)),
    stall: flag((stalled) => bkash.stall(stalled)),
  },
  steadfast: {
    stall: flag((stalled) => steadfast.stall(stalled)),
    // Steadfast tells the shop of a parcel's news by its webhook: { consignmentId, status: 'Delivered' | 'Cancelled' | …, message? }.
    webhook: (value) => {
      const event = value as { consignmentId?: unknown; status?: unknown; message?: unknown } | null;
      if (!event || (typeof event.consignmentId !== 'string' && typeof event.consignmentId !== 'number') || typeof event.status !== 'string') throw new Error('value must be { consignmentId, status, message? }');
      const message = typeof event.message === 'string' ? event.message : undefined;
      return steadfast.sendWebhook(steadfastWebhook, { consignmentId: event.consignmentId, status: event.status as SteadfastWebhookStatus, message }).then((sent) => {
        if (sent.status >= 300) throw new Error(`the shop answered the webhook ${sent.status}: ${sent.text}`);
      });
    },
  },
};

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(null);
      }
    });
  });
}

const http = createServer((request, response) => {
  void (async () => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = new URL(request.url ?? '/', 'http://stand-ins');
    if (url.pathname === '/health') return send(200, { status: 'ok', sslcommerz: sslcommerz.url, bkash: bkash.url, steadfast: steadfast.url });
    if (url.pathname === '/calls' && request.method === 'GET') return send(200, { sslcommerz: sslcommerz.calls, bkash: bkash.calls, ipns: sslcommerz.ipns, steadfast: steadfast.calls });
    if (url.pathname === '/sms' && request.method === 'POST') {
      const body = (await readJson(request)) as { to?: unknown; text?: unknown } | null;
      if (typeof body?.to !== 'string' || typeof body.text !== 'string') return send(400, { error: 'to and text are required' });
      const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
      if (!key || !texts.some((sms) => sms.key === key)) texts.push({ to: body.to, text: body.text, key, at: new Date().toISOString() });
      return send(200, { id: `sms-${texts.length}` });
    }
    if (url.pathname === '/sms' && request.method === 'GET') {
      const to = url.searchParams.get('to');
      return send(200, to ? texts.filter((sms) => sms.to === to) : texts);
    }
    if (url.pathname === '/control' && request.method === 'POST') {
      const body = (await readJson(request)) as { gateway?: unknown; switch?: unknown; value?: unknown } | null;
      const gateway = body?.gateway === 'sslcommerz' || body?.gateway === 'bkash' || body?.gateway === 'steadfast' ? body.gateway : null;
      const apply = gateway && typeof body?.switch === 'string' ? SWITCHES[gateway][body.switch] : undefined;
      if (!gateway || !apply) return send(400, { error: `unknown gateway or switch; switches: ${JSON.stringify(Object.fromEntries(Object.entries(SWITCHES).map(([name, all]) => [name, Object.keys(all)])))}` });
      try {
        await apply(body?.value);
      } catch (error) {
        return send(400, { error: (error as Error).message });
      }
      return send(200, { gateway, switch: body?.switch, value: body?.value ?? null });
    }
    send(404, { error: 'not found' });
  })();
});
await new Promise<void>((resolve) => http.listen(ports.control, '127.0.0.1', () => resolve()));
console.log(`Outside-service stand-ins for the browser tests: control and SMS on ${ports.control}, SSLCommerz on ${ports.sslcommerz}, bKash on ${ports.bkash}, Steadfast on ${ports.steadfast}`);

const stop = () => void Promise.all([sslcommerz.close(), bkash.close(), steadfast.close(), new Promise((resolve) => http.close(resolve))]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
