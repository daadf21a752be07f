// A unique index that answered a race (two writers passed the same check at once): the driver's error, or the
// query error drizzle wraps around it, names the index that refused the row.

/** Whether `error` is PostgreSQL's unique violation (23505) of the index `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint: refused } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && refused === constraint;
}
