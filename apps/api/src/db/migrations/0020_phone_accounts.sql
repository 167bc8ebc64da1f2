-- Issue 25, docs/decisions/076: an account made by signing in with a phone number has no e-mail until it adds one.
-- The unique lower(email) index stays (several NULLs never clash). Safe on a shop with data: only a constraint drops.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;