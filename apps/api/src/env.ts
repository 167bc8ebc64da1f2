import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65_535, 'must be between 1 and 65535');

export const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** The built web app to serve; defaults to apps/web/dist next to this build. */
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long catalogue answers are reused before the database is asked again; 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(3_600_000).default(10_000),
});
export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Reads the environment; a bad value throws an EnvError naming every offending variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (PORT=) means "not set", as shells and .env files commonly leave it.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
