import { sql } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS } from '@shop/shared';
import { orders } from '../../db/schema/index';

/** Statuses in which the goods have reached the shopper. */
export const RECEIVED_STATUSES = ['delivered', 'completed'];

/** True while the order's return window is open, by the database's clock (one clock for every API process). */
export const withinReturnWindow = sql<boolean>`(${orders.deliveredAt} + ${sql.raw(`interval '${RETURN_WINDOW_DAYS} days'`)} >= now())`;

export const returnBy = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * 86_400_000);
