import { z } from 'zod';
import { singleLine } from '../input/text';
import { wholeNumberText } from '../input/whole-number';

/** The audit log at /admin/audit (docs/decisions/037): every staff change, append-only. */
export const AUDIT_ACTOR_KINDS = ['staff', 'staff_key', 'cli', 'system'] as const;

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** 'staff': the back office; 'staff_key': the staff API; 'cli': the command-line tool on the database; 'system': the shop by itself. */
  actor_kind: z.enum(AUDIT_ACTOR_KINDS),
  staff_id: z.string().nullable(),
  actor: z.string(),
  /** A dotted name such as `order.status`, `payment.approve`, `staff.add`. */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /admin/audit?staff_id=&action=&entity_type=&entity_id=&from=&to=&before=&limit= (newest first; `before` is the last id seen). */
export const AuditQuerySchema = z
  .object({
    staff_id: z.uuid({ error: 'Not a staff account id.' }).optional(),
    actor_kind: z.enum(AUDIT_ACTOR_KINDS).optional(),
    action: singleLine().max(60).optional(),
    entity_type: singleLine().max(40).optional(),
    entity_id: singleLine().max(80).optional(),
    /** Bangladesh days, inclusive. */
    from: z.iso.date({ error: 'Use a date such as 2026-11-25.' }).optional(),
    to: z.iso.date({ error: 'Use a date such as 2026-11-25.' }).optional(),
    before: wholeNumberText('before must be an entry id.', { max: Number.MAX_SAFE_INTEGER }).optional(),
    limit: wholeNumberText('limit must be a whole number from 1 to 200.', { max: 200 }).default(50),
  })
  .strict();
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema), next_before: z.number().nullable() });
export type AuditList = z.infer<typeof AuditListSchema>;
