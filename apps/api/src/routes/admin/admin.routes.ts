import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Throttle } from '../../modules/auth/throttle';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { FileStorage } from '../../lib/file-storage';
import { registerStaffAnswerHeaders, requireStaffSession } from '../../plugins/staff-session';
import { auditRoutes } from './audit.routes';
import { adminOrderRoutes } from './orders.routes';
import { adminPaymentRoutes } from './payments.routes';
import { adminWalletRoutes } from './wallet-transactions.routes';
import { adminOnlinePaymentRoutes } from './online-payments.routes';
import type { OnlineGateways } from '../../modules/online-payments/ways';
import { adminReturnRoutes } from './returns.routes';
import { adminRefundRoutes } from './refunds.routes';
import { customerRoutes } from './customers.routes';
import { adminPickupPointRoutes } from './pickup-points.routes';
import { adminDeliveryRoutes } from './delivery.routes';
import { adminRiskRoutes } from './risk.routes';
import { promoCodeRoutes } from './promo-codes.routes';
import { dashboardRoutes } from './dashboard.routes';
import { catalogueStructureRoutes } from './catalogue-structure.routes';
import { adminProductRoutes } from './products.routes';
import { catalogueCsvRoutes } from './catalogue-csv.routes';
import { staffSessionRoutes, staffSignInRoutes } from './session.routes';
import { staffAccountRoutes } from './staff-accounts.routes';
import { productImageRoutes } from './product-images.routes';
import { categoryImageRoutes } from './category-images.routes';
import { adminMessageRoutes } from './messages.routes';
import { adminParcelRoutes } from './parcels.routes';
import type { CourierClients } from '../../modules/couriers/couriers.service';
import { courierCashRoutes } from './courier-cash.routes';
import type { TotpKey } from '../../modules/staff/totp-secret';

export interface AdminOptions {
  db: Database;
  throttle: Throttle;
  secret: Uint8Array;
  /** Seals and opens staff one-time-code secrets (modules/staff/totp-secret.ts). */
  totpKey: TotpKey;
  now: () => number;
  idleMs?: number;
  /** Where payment-proof screenshots and catalogue images are kept (DATA_DIR or the bucket, docs/decisions/040). */
  storage: FileStorage;
  /** Told of every catalogue change, so cached answers and pages are dropped at once. */
  catalogueChanges: CatalogueChanges;
  /** Asks the messages' worker to look now (a resend goes out at once). */
  wakeOutbox?: () => void;
  /** The gateways staff's 'check with the gateway' asks (docs/decisions/068). */
  gateways?: OnlineGateways;
  /** The couriers parcels are booked with (issue 25); absent: all off. */
  couriers?: CourierClients;
}

/**
 * The back office's API under /api/v1/admin (docs/decisions/037). Every answer is no-store and noindex; every
 * route but signing in needs a staff session (cookie), every change its CSRF token, and each route the
 * permission of its role. A new back-office route registers inside `signedIn`.
 */
export async function adminRoutes(app: FastifyInstance, opts: AdminOptions) {
  const { db } = opts;
  registerStaffAnswerHeaders(app);
  await app.register(staffSignInRoutes, { db, throttle: opts.throttle, secret: opts.secret, totpKey: opts.totpKey, now: opts.now });
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireStaffSession(db, { now: opts.now, idleMs: opts.idleMs }));
    await signedIn.register(staffSessionRoutes, { db });
    await signedIn.register(staffAccountRoutes, { db, now: opts.now });
    await signedIn.register(auditRoutes, { db });
    await signedIn.register(adminOrderRoutes, { db });
    await signedIn.register(adminPaymentRoutes, { db, storage: opts.storage });
    await signedIn.register(adminWalletRoutes, { db });
    await signedIn.register(adminOnlinePaymentRoutes, { db, gateways: opts.gateways ?? { ways: { bkash: 'proof', nagad: 'proof' } }, now: opts.now });
    await signedIn.register(adminReturnRoutes, { db });
    await signedIn.register(adminRefundRoutes, { db, now: opts.now });
    await signedIn.register(customerRoutes, { db });
    await signedIn.register(promoCodeRoutes, { db });
    await signedIn.register(adminPickupPointRoutes, { db });
    await signedIn.register(adminDeliveryRoutes, { db });
    await signedIn.register(adminRiskRoutes, { db });
    await signedIn.register(dashboardRoutes, { db, now: opts.now });
    await signedIn.register(catalogueStructureRoutes, { db, catalogueChanges: opts.catalogueChanges });
    await signedIn.register(adminProductRoutes, { db, catalogueChanges: opts.catalogueChanges });
    await signedIn.register(productImageRoutes, { db, storage: opts.storage, catalogueChanges: opts.catalogueChanges });
    await signedIn.register(categoryImageRoutes, { db, storage: opts.storage, catalogueChanges: opts.catalogueChanges });
    await signedIn.register(catalogueCsvRoutes, { db, catalogueChanges: opts.catalogueChanges });
    await signedIn.register(adminMessageRoutes, { db, wake: opts.wakeOutbox });
    await signedIn.register(adminParcelRoutes, { db, couriers: opts.couriers ?? {} });
    await signedIn.register(courierCashRoutes, { db, now: opts.now, couriers: opts.couriers ?? {} });
  });
}
