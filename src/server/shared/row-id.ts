import { AppError } from './app-error.js';

/** The largest value of a PostgreSQL `serial` column. */
export const MAX_SERIAL = 2_147_483_647;

/** A GraphQL ID or route parameter as a row id; anything that cannot be one is simply not found. */
export function rowIdOf(id: unknown): number {
  const text = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  const value = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_SERIAL) throw new AppError('NOT_FOUND');
  return value;
}
