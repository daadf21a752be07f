// Ids from a path or a GraphQL ID, as the serial row ids they must be.

/** The largest `serial` (PostgreSQL integer). */
const MAX_SERIAL = 2_147_483_647;

/** A path or GraphQL id as a row id; anything that cannot be one is simply not found (null). */
export function parseRowId(id: unknown): number | null {
  const text = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  const value = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_SERIAL ? value : null;
}
