// The sign-up form's state and actions (spec §2.6): the owner's details, e-mail (checked with the
// server when the field is left), password and terms; on success the owner is logged in and lands
// on the dashboard. Completing sign-up with an access code (spec §4) sends it another way.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { utcDateOf } from '../../../domain/dates/calendar.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { usePasswordGuessCheck } from '../../components/form/use-password-guess-check.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useLazyEmailAvailabilityQuery } from './api/email-availability.generated.js';
import { useSignUpMutation } from './api/sign-up.generated.js';
import type { SignUpMutationVariables } from '../../lib/graphql-types.generated.js';
import {
  EMPTY_OWNER_DETAILS,
  OWNER_DETAILS_FORM,
  type OwnerDetailsValues,
  ownerDetailsInput,
} from './OwnerDetailsFields.js';

export type SignUpInput = SignUpMutationVariables['input'];

/** spec §2.6, §4 Access code: sign-up completed with an access code. */
export type SignUpCompletion = {
  title: string;
  /** the owner record's names and e-mail, to prefill the form */
  initial: { firstName: string; lastName: string; email: string | null };
  submit: (input: SignUpInput) => Promise<unknown>;
  /** a server error code the completion handles itself (access-code failures); true when handled */
  onError: (code: string) => boolean;
};

type SignUpValues = OwnerDetailsValues & {
  email: string;
  password: string;
  tosAgreed: boolean;
  /** the suggestions chooser's choice (decision 0302); null: the address decides */
  jurisdictionId: string | null;
};

export function useSignUpForm(completion: SignUpCompletion | undefined) {
  const { run: runEmailAvailability } = useLazyEmailAvailabilityQuery();
  const { run: runSignUp } = useSignUpMutation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { city, refresh } = useSession();
  /** set once this form signed the owner up: the page then leaves for the next step, not the dashboard */
  const signedUp = useRef(false);
  // the server's own schema; the guessability check joins it once its dictionaries have loaded
  const isGuessable = usePasswordGuessCheck();
  // loaded with the first edit, not with the page: zod and the schemas are a sixth of its scripts (P6)
  const schema = () =>
    import('../../../domain/account/account.schemas.js').then(({ createSignUpSchema }) =>
      createSignUpSchema({ today: () => utcDateOf(new Date()), isGuessable }),
    );
  const form = useDomainForm({
    id: 'signup',
    initialValues: (): SignUpValues => ({
      ...EMPTY_OWNER_DETAILS,
      firstName: completion?.initial.firstName ?? '',
      lastName: completion?.initial.lastName ?? '',
      email: completion?.initial.email ?? '',
      password: '',
      tosAgreed: false,
      jurisdictionId: null,
    }),
    schema,
    toInput: (values): SignUpInput => {
      const { email, password, tosAgreed, jurisdictionId } = values;
      return { ...ownerDetailsInput(values), email, password, tosAgreed, jurisdictionId };
    },
    ...OWNER_DETAILS_FORM,
    onSubmit: async (input) => {
      await (completion?.submit ?? ((signUp) => runSignUp({ input: signUp })))(input);
      signedUp.current = true;
      await refresh();
      // spec §2.9: a new owner goes on to "Tell us about your pet" (decision 0203); an access code's
      // record may hold pets already, so it opens the dashboard
      navigate(completion ? getHref('Dashboard', locale) : getHref('AddPet', locale, { welcome: '1' }), {
        replace: true,
      });
    },
    ...(completion ? { onServerError: completion.onError } : {}),
  });

  /** The e-mail checked on leaving the field, so "already exists" and its link show before submit. */
  const checkEmail = async () => {
    const email = form.values.email.trim();
    if (!email || form.errors.email) return;
    // the record being completed owns its e-mail (spec §4 Access code)
    if (completion && email.toLowerCase() === completion.initial.email?.trim().toLowerCase()) return;
    try {
      const availability = (await runEmailAvailability({ email }))?.emailAvailability;
      // spec §8: ACCOUNT_EXISTS (an imported record without an account) links to "Fetch my record"
      if (availability === 'EMAIL_EXISTS') form.setError('email', encodeMessage(msg('validation.email.alreadyExists')));
      if (availability === 'ACCOUNT_EXISTS')
        form.setError('email', encodeMessage(msg('validation.email.accountAlreadyExists')));
    } catch {
      // the check is a courtesy; sign-up itself checks again
    }
  };

  return {
    form,
    country: city?.country ?? (locale.endsWith('_CA') ? 'CA' : 'US'),
    checkEmail,
    signedUp,
  } as const;
}
