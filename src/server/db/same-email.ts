// E-mail addresses compare case-insensitively everywhere, as the unique index on lower(accounts.email).
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export function sameEmail(column: AnyColumn, email: string): SQL {
  return sql`lower(${column}) = lower(${email})`;
}
