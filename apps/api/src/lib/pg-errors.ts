/** True when a query failed on a unique constraint (optionally a named one), on PGlite and on node-postgres alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // Drizzle wraps the driver's error in `cause`.
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/**
 * True when the database refused a text it cannot store (a NUL byte: 22021; a character outside its encoding:
 * 22P05). The request schemas refuse those first (docs/decisions/029); this is the net under them.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}
