import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BookableCourier } from '@shop/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { inMinutes, type RateGate, type RateRule } from '../../lib/rate-gate';
import { courierWebhooks, type CourierWebhookEvent } from '../../modules/couriers/couriers.service';
import { applyParcelNews, type ParcelNewsResult } from '../../workflows/follow-parcel';

export interface CourierWebhookOptions {
  db: Database;
  gate: RateGate;
  /** STEADFAST_WEBHOOK_TOKEN, PATHAO_WEBHOOK_SECRET, REDX_WEBHOOK_SECRET; a courier's unset: its address refuses every call. */
  steadfastToken?: string;
  pathaoSecret?: string;
  redxSecret?: string;
  /** Posts one address may make in ten minutes (default 600: a courier sends many at once). */
  perTenMinutes?: number;
}

const COURIER_OF: Record<CourierWebhookEvent['courier'], BookableCourier> = { Steadfast: 'steadfast', Pathao: 'pathao', RedX: 'redx' };
const notSent = (courier: string) => new AppError(401, 'unauthorized', `This is not a ${courier} webhook the shop knows.`);
const unreadable = (courier: string) => new AppError(400, 'validation_error', `The body is not a ${courier} status update.`);

/**
 * The couriers' status webhooks (docs/decisions/074): each checks its sender as the courier documents it (Steadfast's
 * Bearer token, Pathao's X-PATHAO-Signature, a secret in RedX's address), reads the body into one event and applies it
 * once. A parcel the shop does not know is answered 202 and changes nothing (a courier retries what is refused, and a
 * parcel booked by hand on its website is none of the shop's business); a repeat is answered 200 and changes nothing.
 */
export async function courierWebhookRoutes(app: FastifyInstance, opts: CourierWebhookOptions) {
  const { db, gate } = opts;
  const rule: RateRule = {
    name: 'courier webhook',
    limit: opts.perTenMinutes ?? 600,
    windowMs: 10 * 60_000,
    message: ({ minutes }) => `Too many courier updates. Please try again in ${inMinutes(minutes)}.`,
  };

  async function apply(reply: FastifyReply, event: CourierWebhookEvent): Promise<{ result: ParcelNewsResult }> {
    const result = await applyParcelNews(db, { ...event, courier: COURIER_OF[event.courier], source: 'webhook' });
    reply.code(result === 'unknown' ? 202 : 200);
    reply.log.info({ parcel: { courier: event.courier, id: event.parcelId, status: event.status, result } }, 'courier webhook');
    return { result };
  }

  app.post('/couriers/steadfast/webhook', async (request, reply) => {
    await gate.take(`courier-webhook:${request.ip}`, rule);
    if (!opts.steadfastToken || !courierWebhooks.fromSteadfast(request.headers.authorization, opts.steadfastToken)) throw notSent('Steadfast');
    const event = courierWebhooks.readSteadfastWebhook(request.body);
    if (!event) throw unreadable('Steadfast');
    return apply(reply, event);
  });

  app.post('/couriers/pathao/webhook', async (request, reply) => {
    await gate.take(`courier-webhook:${request.ip}`, rule);
    const signature = request.headers['x-pathao-signature'];
    if (!opts.pathaoSecret || !courierWebhooks.fromPathao(typeof signature === 'string' ? signature : undefined, opts.pathaoSecret)) throw notSent('Pathao');
    const event = courierWebhooks.readPathaoWebhook(request.body);
    // Pathao's check of a new address wants 202 and its header back.
    if (event === 'integration') return reply.code(202).header(courierWebhooks.PATHAO_INTEGRATION_HEADER, courierWebhooks.PATHAO_INTEGRATION_SECRET).send({ result: 'integrated' });
    if (!event) throw unreadable('Pathao');
    return apply(reply, event);
  });

  if (opts.redxSecret) {
    const secret = opts.redxSecret;
    app.post<{ Params: { secret: string } }>('/couriers/redx/webhook/:secret', async (request, reply) => {
      await gate.take(`courier-webhook:${request.ip}`, rule);
      if (!courierWebhooks.sameSecret(request.params.secret, secret)) throw notSent('RedX');
      const event = courierWebhooks.readRedxWebhook(request.body);
      if (!event) throw unreadable('RedX');
      return apply(reply, event);
    });
  }
}
