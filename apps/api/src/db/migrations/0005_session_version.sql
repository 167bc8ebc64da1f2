-- Revocable sessions (docs/decisions/027): every session token carries the account's session version, and a
-- personal call is answered only while it still equals this column. Raising it (password change, Google linked
-- to a password account, 'Sign out everywhere') ends every token issued before, in every process at once.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
