import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditList, AuditQuery } from '@shop/shared';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { bdDayEnd, bdDayStart } from '../../lib/bangladesh-days';

/**
 * Who made a staff change (docs/decisions/037): a person in the back office, the staff API's key (scripts),
 * or the command-line tool working on the database itself. Every staff action takes one and records it.
 */
export type StaffActor =
  | { kind: 'staff'; staffId: string; label: string; ip: string | null }
  | { kind: 'staff_key'; label: string; ip: string | null }
  | { kind: 'cli'; label: string; ip: null }
  /** The shop acting by itself (a wallet's record settling a proof, a late payment refunded): migration 0019. */
  | { kind: 'system'; label: string; ip: null };

/** A transaction or the database: audit rows are written in the same transaction as the change. */
type Writer = Pick<Database, 'insert'>;

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export async function recordAudit(db: Writer, actor: StaffActor, record: AuditRecord | AuditRecord[]): Promise<void> {
  const records = Array.isArray(record) ? record : [record];
  // A bulk change (a catalogue import) writes its rows in statements of 1000, not one round trip each.
  for (let i = 0; i < records.length; i += 1000) {
    await db.insert(auditLog).values(
      records.slice(i, i + 1000).map((r) => ({
        actorKind: actor.kind,
        staffId: actor.kind === 'staff' ? actor.staffId : null,
        actorLabel: actor.label,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        before: r.before ?? null,
        after: r.after ?? null,
        reason: r.reason ?? null,
        ip: actor.ip,
      })),
    );
  }
}

/** `onlyEntityTypes` narrows the log for those who may not read all of it (the dashboard's last changes). */
export async function listAudit(db: Database, query: AuditQuery, onlyEntityTypes?: string[]): Promise<AuditList> {
  const conditions: SQL[] = [];
  if (onlyEntityTypes) conditions.push(inArray(auditLog.entityType, onlyEntityTypes));
  if (query.staff_id) conditions.push(eq(auditLog.staffId, query.staff_id));
  if (query.actor_kind) conditions.push(eq(auditLog.actorKind, query.actor_kind));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
  if (query.from) conditions.push(gte(auditLog.at, bdDayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, bdDayEnd(query.to)));
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    // Ids grow with time; ordering by id alone lets the index page without gaps when two rows share an instant.
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { entries: page.map(toEntry), next_before: rows.length > query.limit ? page[page.length - 1]!.id : null };
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_kind: row.actorKind as AuditEntry['actor_kind'],
    staff_id: row.staffId,
    actor: row.actorLabel,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    ip: row.ip,
  };
}
