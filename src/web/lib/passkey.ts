// Passkeys in the browser (issue 41: 3, decision 0112): @simplewebauthn/browser's startRegistration and
// startAuthentication behind two functions that never throw. What goes wrong before the server hears
// anything comes back as a PasskeyBrowserProblem, a message key (PASSKEY_BROWSER_PROBLEMS) the screen
// translates: above all `cancelled`, the browser's NotAllowedError, which is what a person closing the
// prompt or letting it time out looks like. The library is imported when a ceremony starts, never before,
// so it stays off every first page (only the types are imported here, and they are erased).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { PasskeyBrowserProblem } from '../../domain/account/passkey.rules.js';

export type { AuthenticationResponseJSON, RegistrationResponseJSON };

/** A ceremony's answer to send to the server (as JSON), or what stopped it in the browser. */
export type PasskeyOutcome<Response> = { ok: true; response: Response } | { ok: false; problem: PasskeyBrowserProblem };

/** Options as the server sends them: the JSON string of a GraphQL field, or already parsed. */
type OptionsJSON<Options> = string | Options;

const readOptions = <Options>(options: OptionsJSON<Options>): Options =>
  typeof options === 'string' ? (JSON.parse(options) as Options) : options;

/**
 * What a failed ceremony means for the person. The DOMException names are WebAuthn's (the library passes them
 * on as its WebAuthnError's `name`): NotAllowedError is a cancel, a timeout or a prompt refused (browsers do
 * not tell these apart, on purpose); AbortError, a ceremony cancelled by the page; InvalidStateError at
 * registration, an authenticator that already holds one of the account's passkeys (excludeCredentials).
 */
export function passkeyProblemOf(error: unknown): PasskeyBrowserProblem {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyRegistered';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

type Library = typeof import('@simplewebauthn/browser');
/** The library once a ceremony loaded it. */
let loaded: Library | null = null;

async function ceremony<Response>(run: (library: Library) => Promise<Response>): Promise<PasskeyOutcome<Response>> {
  let library: Library;
  try {
    library = await import('@simplewebauthn/browser');
    loaded = library;
  } catch {
    return { ok: false, problem: 'failed' }; // offline, or a deploy replaced the chunk: trying again may work
  }
  if (!library.browserSupportsWebAuthn()) return { ok: false, problem: 'unsupported' };
  try {
    return { ok: true, response: await run(library) };
  } catch (error) {
    return { ok: false, problem: passkeyProblemOf(error) };
  }
}

/** Asks the browser to make a passkey with the server's registration options (beginPasskeyRegistration). */
export function createPasskey(
  options: OptionsJSON<PublicKeyCredentialCreationOptionsJSON>,
): Promise<PasskeyOutcome<RegistrationResponseJSON>> {
  return ceremony((library) => library.startRegistration({ optionsJSON: readOptions(options) }));
}

/** Asks the browser to sign the server's challenge with one of the account's passkeys (beginPasskeyAuthentication). */
export function signWithPasskey(
  options: OptionsJSON<PublicKeyCredentialRequestOptionsJSON>,
): Promise<PasskeyOutcome<AuthenticationResponseJSON>> {
  return ceremony((library) => library.startAuthentication({ optionsJSON: readOptions(options) }));
}

/**
 * Closes a prompt still open (the screen left, or the person chose another way): its ceremony then answers
 * `cancelled`. Nothing to do when the library was never loaded, since no prompt can be open.
 */
export function cancelPasskeyPrompt(): void {
  loaded?.WebAuthnAbortService.cancelCeremony();
}
