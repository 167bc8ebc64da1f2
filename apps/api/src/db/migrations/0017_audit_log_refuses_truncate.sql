-- The audit log refuses TRUNCATE too (issue 22, docs/decisions/054). The row trigger of migration 0009 refuses
-- UPDATE and DELETE, but TRUNCATE fires no row trigger: it emptied the log, and so did a TRUNCATE of staff_accounts
-- with CASCADE. A statement-level trigger fires for TRUNCATE, cascaded ones included. `npm run seed -- --reset`,
-- an operator emptying the whole shop, turns it off for its own transaction (apps/api/src/seed.ts).
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_keep"();
