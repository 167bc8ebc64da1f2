import type { FastifyBaseLogger } from 'fastify';
import type { BookableCourier } from '@shop/shared';
import type { Database } from '../db/client';
import { startPeriodic, type Periodic } from '../lib/periodic';
import { claimParcelsToAsk, type ParcelNews } from '../modules/couriers/parcel-news.service';
import type { CourierClients } from '../modules/couriers/couriers.service';
import { applyParcelNews } from './follow-parcel';

/** A parcel is asked about once it has had no news this long (its webhooks had their chance). */
export const POLL_QUIET_MS = 3 * 60 * 60_000;
/** The first wait before a parcel is asked about again; it grows with every question (at most a day). */
export const POLL_LEASE_MS = 60 * 60_000;

export interface ParcelPollerOptions {
  db: Database;
  couriers: CourierClients;
  log: FastifyBaseLogger;
  /** How often to run; 0 only when asked (tests). */
  everyMs: number;
  now?: () => number;
}

/**
 * The fallback for webhooks that never came (docs/decisions/074): parcels on their way with no news for POLL_QUIET_MS
 * are claimed under FOR UPDATE SKIP LOCKED with a growing lease (several shop processes never ask about one parcel at
 * once), their courier is asked (Steadfast's status by consignment, Pathao's order info, RedX's parcel info) and its
 * answer applied as a webhook's would be, once. A courier that is away costs its bounded waits and its breaker;
 * the parcel is asked again at its next turn.
 */
export function startParcelPoller(opts: ParcelPollerOptions): Periodic & { poll(): Promise<number> } {
  const now = opts.now ?? Date.now;
  async function ask(courier: BookableCourier, parcelId: string): Promise<Pick<ParcelNews, 'status' | 'collectedPoisha' | 'chargePoisha'> | null> {
    if (courier === 'steadfast' && opts.couriers.steadfast) return { status: await opts.couriers.steadfast.status({ consignmentId: parcelId }), collectedPoisha: null, chargePoisha: null };
    if (courier === 'pathao' && opts.couriers.pathao) {
      const info = await opts.couriers.pathao.orderInfo(parcelId);
      return { status: info.statusSlug ?? info.status, collectedPoisha: null, chargePoisha: null };
    }
    if (courier === 'redx' && opts.couriers.redx) {
      const info = await opts.couriers.redx.parcelInfo(parcelId);
      return { status: info.status, collectedPoisha: null, chargePoisha: info.chargePoisha };
    }
    return null;
  }
  async function poll(): Promise<number> {
    const at = now();
    const due = await claimParcelsToAsk(opts.db, { now: new Date(at), quietSince: new Date(at - POLL_QUIET_MS), leaseMs: POLL_LEASE_MS });
    let moved = 0;
    for (const parcel of due) {
      if (!parcel.consignmentId) continue;
      const courier = parcel.courier as BookableCourier;
      try {
        const said = await ask(courier, parcel.consignmentId);
        if (!said) continue;
        const result = await applyParcelNews(opts.db, { courier, parcelId: parcel.consignmentId, invoice: parcel.invoice, message: null, at: null, source: 'poll', ...said }, new Date(at));
        if (result === 'moved') moved += 1;
      } catch (error) {
        opts.log.warn({ err: error, parcel: parcel.id, courier }, 'the parcel poller could not ask the courier; it asks again at the parcel\'s next turn');
      }
    }
    if (moved > 0) opts.log.info({ moved }, 'parcels moved by the poller');
    return moved;
  }
  const periodic = startPeriodic({ everyMs: opts.everyMs, run: async () => void (await poll()), onError: (error) => opts.log.error({ err: error }, 'parcel poller failed') });
  return { ...periodic, poll };
}
