// The staff search's LIKE (decision 0701): its patterns are escaped with `\` (domain/admin/staff.rules'
// escapeLikePattern), so `%`, `_` and `\` that a clerk types match themselves. Each owner module writes its
// match with the expression of its own index (a trigram or text_pattern_ops index) on the left.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A condition: `expression like pattern escape '\'`. */
export function likeEscaped(expression: SQL | AnyColumn, pattern: string): SQL {
  return sql`${expression} like ${pattern} escape '\\'`;
}

/** A page of a search's matches: the caller asks a row more than it shows, to tell whether a next page exists. */
export type SearchPage = { limit: number; offset: number };
