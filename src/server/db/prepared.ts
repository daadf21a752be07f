// Statements the hot paths run on every request (QUALITY.md P2), built once per database handle instead
// of once per call: Drizzle's query building costs more CPU than the query itself, and node-postgres
// sends a named statement's text (to be parsed and planned) once per connection.
import type { DbOrTx } from './client.js';

/** `build(db)` made once per handle and kept while the handle lives (a transaction's goes with it). */
export function preparedPerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = made.get(db);
    if (statement === undefined) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}
