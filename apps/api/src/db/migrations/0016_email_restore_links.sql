-- A third kind of one-time link (docs/decisions/051): 'email_restore', sent to the address an account had when its
-- address was changed, so the owner of a taken-over account can put the address back. Its `email` is that old
-- address; it works after the account's address has moved on, which is the point of it.
ALTER TABLE "account_links" DROP CONSTRAINT "account_links_purpose_known";
--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_purpose_known" CHECK ("purpose" in ('password_reset', 'email_verification', 'email_restore'));
