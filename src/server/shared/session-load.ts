// The seam of "load with the session" (decision 1423): a read a module wants to travel with the
// session check of a GraphQL query, so that a page's most frequent read costs no round trip of its own.
// The session check reads each load's stamp (a version column of the session's account) in its one
// statement; a query that selects one of a load's root fields has the load run with that stamp (a cache
// keyed by it answers without PostgreSQL), and its resolver finds the value in the context. The loads
// are listed by the API (api/session-loads.ts), as the basket's line kinds are: app.ts, the session
// check and the context know none of them.
//
// `Services` is AppServices: this file imports nothing that imports app-services.ts.
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from './use-case.js';

export type SessionLoad<Services, T = unknown> = {
  /** what it loads, for logs and tests */
  name: string;
  /** a query whose root selects one of these fields has it loaded with the session */
  rootFields: readonly string[];
  /** an integer column of `accounts`, read by the session check in its own statement */
  stamp: AnyPgColumn;
  /** the value, for the session's actor and the stamp read with it */
  load: (services: Services, actor: Actor, stamp: number) => Promise<T>;
};

/** What a request's session loads gave, by load (GraphQLContext.sessionLoaded). */
export type SessionLoaded = ReadonlyMap<object, unknown>;

/** The value a load gave with this request's session, or undefined when the query did not ask for it. */
export function loadedWithSession<T>(loaded: SessionLoaded | undefined, load: SessionLoad<never, T>): T | undefined {
  return loaded?.get(load) as T | undefined;
}
