// Decision 0112: the passkey wrapper never throws; what the browser does instead of answering becomes one of
// PASSKEY_BROWSER_PROBLEMS, above all a cancelled prompt.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const browser = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => browser);

const { cancelPasskeyPrompt, createPasskey, passkeyProblemOf, signWithPasskey } = await import('./passkey.js');

const domError = (name: string) => Object.assign(new Error(`${name} from the browser`), { name });
const OPTIONS = { challenge: 'abc', rpId: 'pets.example.org', allowCredentials: [] };

beforeEach(() => {
  vi.clearAllMocks();
  browser.browserSupportsWebAuthn.mockReturnValue(true);
});

describe('the passkey wrapper', () => {
  it('hands the options (a JSON string or parsed) to the library and answers its response', async () => {
    browser.startAuthentication.mockResolvedValue({ id: 'cred' });
    expect(await signWithPasskey(JSON.stringify(OPTIONS))).toEqual({ ok: true, response: { id: 'cred' } });
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    browser.startRegistration.mockResolvedValue({ id: 'new' });
    expect(await createPasskey({ challenge: 'abc' } as never)).toEqual({ ok: true, response: { id: 'new' } });
  });

  it('reads a closed or timed-out prompt as cancelled, and the rest as what they mean', async () => {
    browser.startRegistration.mockRejectedValue(domError('NotAllowedError'));
    expect(await createPasskey('{}')).toEqual({ ok: false, problem: 'cancelled' });
    browser.startRegistration.mockRejectedValue(
      Object.assign(domError('InvalidStateError'), { code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }),
    );
    expect(await createPasskey('{}')).toEqual({ ok: false, problem: 'alreadyRegistered' });
    browser.startAuthentication.mockRejectedValue(new Error('anything else'));
    expect(await signWithPasskey('{}')).toEqual({ ok: false, problem: 'failed' });
    expect(passkeyProblemOf(domError('AbortError'))).toBe('cancelled');
    expect(passkeyProblemOf(domError('NotSupportedError'))).toBe('unsupported');
    expect(passkeyProblemOf('a string')).toBe('failed');
  });

  it('answers unsupported without asking a browser that has no WebAuthn, and failed for bad options', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    expect(await signWithPasskey('{}')).toEqual({ ok: false, problem: 'unsupported' });
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    browser.browserSupportsWebAuthn.mockReturnValue(true);
    expect(await signWithPasskey('not json')).toEqual({ ok: false, problem: 'failed' });
  });

  it('closes an open prompt on request', async () => {
    browser.startAuthentication.mockResolvedValue({ id: 'cred' });
    await signWithPasskey('{}');
    cancelPasskeyPrompt();
    expect(browser.WebAuthnAbortService.cancelCeremony).toHaveBeenCalledOnce();
  });
});
