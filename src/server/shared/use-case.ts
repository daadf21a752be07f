// The shape of every use case (docs/decisions/0011-server-module-recipe.md):
//   useCase(services: AppServices, { actor, input })
// `actor` comes from the session, never from the client; `input` is what the client sent (ids included),
// parsed by the use case itself with the domain schema.
import type { AccountRole, VsLocation } from '../../domain/account/account.js';
import { secondFactorRequired } from '../../domain/account/account.js';
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
  /**
   * the account has a second factor (a confirmed app or a passkey), read with the session check: staff
   * without one reach the enrolment only (decision 0114)
   */
  secondFactorEnrolled: boolean;
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
 * `secondFactorEnrolled` comes from the session check or the new session (left out: false); only the
 * session's guards read it (graphql-kit's staff and operator fields, the staff file routes).
 */
export function actorOf(
  account: { id: number; secondFactorEnrolled?: boolean } & Omit<
    Actor,
    'accountId' | 'sessionTokenHash' | 'secondFactorEnrolled'
  >,
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
    secondFactorEnrolled: account.secondFactorEnrolled ?? false,
    sessionTokenHash,
  };
}

/** FORBIDDEN unless the actor is the site operator (decision 0113; the operator fields' authScopes already said so). */
export function requireOperator(actor: Actor): void {
  if (actor.role !== 'OPERATOR') throw new AppError('FORBIDDEN');
}

/** FORBIDDEN unless the actor is an administrator (the GraphQL fields' authScopes already said so). */
export function requireStaff(actor: Actor): void {
  if (actor.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}

/**
 * SECOND_FACTOR_SETUP_REQUIRED for an enrolment-only session (decision 0114): an administrator or the
 * operator whose account has no second factor yet reaches their own account and the enrolment, nothing of
 * the consoles (graphql-kit's staff and operator fields, the file and report routes). Owners are never asked.
 */
export function requireSecondFactorIfStaff(actor: Actor): void {
  if (secondFactorRequired(actor.role) && !actor.secondFactorEnrolled)
    throw new AppError('SECOND_FACTOR_SETUP_REQUIRED');
}
