// Ids from a path or a GraphQL ID, as the serial row ids they must be.
import { AppError } from './app-error.js';

/** The largest `serial` (PostgreSQL integer). */
export const MAX_SERIAL = 2_147_483_647;

/** A path or GraphQL id as a row id; anything that cannot be one is simply not found (null). */
export function parseRowId(id: unknown): number | null {
  const text = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  const value = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_SERIAL ? value : null;
}

/** The same, throwing NOT_FOUND: an id that cannot be a row is answered like a missing row. */
export function rowIdOf(id: unknown): number {
  const value = parseRowId(id);
  if (value === null) throw new AppError('NOT_FOUND');
  return value;
}
