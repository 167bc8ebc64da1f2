/** True when a query failed on a unique constraint (optionally a named one), on PGlite and on node-postgres alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // Drizzle wraps the driver's error in `cause`.
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
