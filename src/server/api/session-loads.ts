// The session loads (shared/session-load.ts, decision 1423): reads that travel with a GraphQL query's
// session check, one per concept that wants one, listed here as the basket's line kinds are
// (basket-line-kinds.ts). app.ts runs them through `sessionLoadsAsked` and `findActorWithLoads` and knows
// none of them; a new one is a load in its concept's module and a line here.
import type { AppServices } from '../app-services.js';
import { findActorWithStamps } from '../modules/auth/session.service.js';
import { petListSessionLoad } from '../modules/pet/pet.session-load.js';
import type { Actor } from '../shared/use-case.js';
import type { SessionLoad, SessionLoaded } from '../shared/session-load.js';

export const SESSION_LOADS: readonly SessionLoad<AppServices>[] = [petListSessionLoad];

/** Every load's stamp, read by one statement whichever loads a query asks for (one prepared statement). */
const STAMPS = SESSION_LOADS.map((load) => load.stamp);

/** The loads a query's root fields ask for, or null for none (the plain session check then). */
export function sessionLoadsAsked(queryFields: ReadonlySet<string>): readonly SessionLoad<AppServices>[] | null {
  // plain loops: every logged-in query passes here, and most ask for none
  let asked: SessionLoad<AppServices>[] | null = null;
  for (const load of SESSION_LOADS) {
    for (const field of load.rootFields) {
      if (!queryFields.has(field)) continue;
      asked ??= [];
      asked.push(load);
      break;
    }
  }
  return asked;
}

/**
 * The session's actor and what the asked loads give, in the session check's one round trip (a load's
 * cache answers at the stamp read with it). Null where `findActor` gives null.
 */
export async function findActorWithLoads(
  services: AppServices,
  token: string,
  asked: readonly SessionLoad<AppServices>[],
): Promise<{ actor: Actor; loaded: SessionLoaded } | null> {
  const found = await findActorWithStamps(services, { input: { token, stamps: STAMPS } });
  if (!found) return null;
  const { actor, stamps } = found;
  const values = await Promise.all(
    asked.map((load) => load.load(services, actor, stamps[SESSION_LOADS.indexOf(load)] ?? -1)),
  );
  return { actor, loaded: new Map(asked.map((load, index) => [load, values[index]])) };
}
