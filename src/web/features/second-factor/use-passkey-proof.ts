// A passkey in place of a code as the proof of a change (decision 0117): the form is submitted as by its own
// button, but through "Use a passkey instead", which skips the code's check; the submit then asks the server
// for a challenge of this account and purpose, the browser for the passkey's answer, and sends that answer
// with the password. What stops the browser (a closed prompt) is a message above the form; the code path is
// left as it was.
import { useCallback, useEffect, useRef } from 'react';
import { PASSKEY_BROWSER_PROBLEMS } from '../../../domain/account/passkey.rules.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import type { DomainForm } from '../../components/form/use-domain-form.js';
import { cancelPasskeyPrompt, signWithPasskey } from '../../lib/passkey.js';
import { useBeginPasskeyProofMutation } from './api/begin-passkey-proof.generated.js';

/** The proof sent with a change: a code, or a passkey's answer (JSON). */
export type FactorProof = { code: string } | { passkey: string };

export function usePasskeyProof() {
  const { run: runBegin } = useBeginPasskeyProofMutation();
  /** true only while the passkey button's submit is being checked (it runs at once, inside requestSubmit) */
  const viaPasskey = useRef(false);
  useEffect(() => () => cancelPasskeyPrompt(), []);

  /** The passkey button: the form's own submit (its checks, busy state and server errors), by passkey. */
  const submitWithPasskey = useCallback((form: Pick<DomainForm<never>, 'formRef'>) => {
    viaPasskey.current = true;
    try {
      form.formRef.current?.requestSubmit();
    } finally {
      viaPasskey.current = false;
    }
  }, []);

  /**
   * Read first thing in the form's check and onSubmit: whether this submit is the passkey button's. The
   * answer's proof: the passkey's, signed now, or null after showing why not on the form.
   */
  const byPasskey = () => viaPasskey.current;
  const signProof = async (form: Pick<DomainForm<never>, 'showErrors'>): Promise<FactorProof | null> => {
    const options = (await runBegin())?.beginPasskeyProof;
    if (!options) {
      form.showErrors({ '': encodeMessage(msg('validation.passkey.notFound')) });
      return null;
    }
    const signed = await signWithPasskey(options);
    if (!signed.ok) {
      form.showErrors({ '': encodeMessage(PASSKEY_BROWSER_PROBLEMS[signed.problem]) });
      return null;
    }
    return { passkey: JSON.stringify(signed.response) };
  };
  return { submitWithPasskey, byPasskey, signProof };
}
