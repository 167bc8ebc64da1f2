import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { recordAudit } from './audit.service';

/** Migrations 0009 and 0017: no statement removes or changes a row of the audit log, TRUNCATE included. */
describe('the audit log is append-only', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const rows = async () => (await t.database.db.select({ id: auditLog.id, action: auditLog.action }).from(auditLog)).length;
  beforeAll(async () => {
    t = await buildTestApp();
    await recordAudit(t.database.db, { kind: 'cli', label: 'test', ip: null }, [
      { action: 'product.change', entityType: 'product', entityId: '1' },
      { action: 'product.change', entityType: 'product', entityId: '2' },
    ]);
  });
  afterAll(() => t?.close());

  it('refuses TRUNCATE, and TRUNCATE of the staff accounts with CASCADE, keeping every row', async () => {
    const before = await rows();
    expect(before).toBeGreaterThanOrEqual(2);
    await expect(t.database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await rows()).toBe(before);
    await expect(t.database.db.execute(sql`TRUNCATE staff_accounts CASCADE`)).rejects.toThrow();
    expect(await rows()).toBe(before);
    // The refusal says why, in the database's own message.
    const refused = await t.database.db.execute(sql`TRUNCATE audit_log RESTART IDENTITY`).then(() => null, (error: unknown) => error);
    expect(String((refused as { cause?: Error }).cause?.message ?? refused)).toContain('the audit log is append-only');
  });

  it('still refuses UPDATE and DELETE', async () => {
    const before = await rows();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`UPDATE audit_log SET reason = 'x'`)).rejects.toThrow();
    expect(await rows()).toBe(before);
  });
});
