// The shape of every use case (docs/decisions/0011-server-module-recipe.md):
//   useCase(services: AppServices, { actor, input })
// `actor` comes from the session, never from the client; `input` is what the client sent (ids included),
// parsed by the use case itself with the domain schema.
import type { AccountRole, VsLocation } from '../../domain/account/account.js';
import type { LocaleCode } from '../../domain/locale/locales.js';
import { AppError } from './app-error.js';

/** Who calls: the logged-in account behind the session (GraphQL's `Viewer`). */
export type Actor = {
  accountId: number;
  role: AccountRole;
  email: string;
  firstName: string;
  lastName: string;
  locale: LocaleCode;
  jurisdictionId: number | null;
  vsLocation: VsLocation | null;
  /** the session the call came with, so log-in and sign-up can end the one the browser had */
  sessionTokenHash: string;
};

type InputPart<Input> = [Input] extends [undefined] ? { input?: undefined } : { input: Input };

/** A use case only a logged-in account may call. */
export type ActorCall<Input = undefined> = { actor: Actor } & InputPart<Input>;

/** A use case anyone may call; the actor is there when someone is logged in. */
export type PublicCall<Input = undefined> = { actor?: Actor | null } & InputPart<Input>;

/**
 * The actor an account is, on the session with this token hash ('' for work done without one, such as
 * the seed's). Only the actor's fields are copied: an account row also holds its password hash.
 */
export function actorOf(
  account: { id: number } & Omit<Actor, 'accountId' | 'sessionTokenHash'>,
  sessionTokenHash: string,
): Actor {
  return {
    accountId: account.id,
    role: account.role,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    locale: account.locale,
    jurisdictionId: account.jurisdictionId,
    vsLocation: account.vsLocation,
    sessionTokenHash,
  };
}

/** FORBIDDEN unless the actor is an administrator (the GraphQL fields' authScopes already said so). */
export function requireStaff(actor: Actor): void {
  if (actor.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
