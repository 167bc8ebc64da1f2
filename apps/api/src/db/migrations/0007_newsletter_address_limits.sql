-- One newsletter row per e-mail address whatever its case (docs/decisions/025). The API has always
-- lowered addresses, but nothing in the database said so: keep the earliest row of each address,
-- lower what is left, and let a unique index on lower(email) hold it from now on.
DELETE FROM "newsletter_subscribers" AS a
  USING "newsletter_subscribers" AS b
  WHERE lower(a."email") = lower(b."email")
    AND (a."created_at", a."email") > (b."created_at", b."email");
--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "email" = lower("email") WHERE "email" <> lower("email");
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_key" ON "newsletter_subscribers" USING btree (lower("email"));
