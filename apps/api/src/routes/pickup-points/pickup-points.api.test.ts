import { PickupPointListSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupPoints } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/v1/pickup-points', () => {
  it('lists the open pickup points with full name, address, city and phone, without a token', async () => {
    await t.database.db.update(pickupPoints).set({ active: false }).where(eq(pickupPoints.id, 2));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pickup-points' });
    expect(res.statusCode).toBe(200);
    const { pickup_points } = PickupPointListSchema.parse(res.json());
    expect(pickup_points).toHaveLength(14);
    expect(pickup_points[0]).toEqual({ id: 1, name: 'Bazar Point Gulshan', address: 'House 12, Road 35, Gulshan 2', city: 'Dhaka', phone: '01711000101' });
    expect(pickup_points.map((p) => p.id)).not.toContain(2);
  });
});
