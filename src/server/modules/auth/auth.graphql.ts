// Thin fields over auth.service.ts: who is logged in, log-in (and its second step, by a code or a passkey:
// second-factor/passkey.service.ts) and log-out.
import { builder } from '../../graphql-kit/builder.js';
import { deviceToken, type GraphQLContext, linkOrigin } from '../../graphql-kit/context.js';
import { publicField } from '../../graphql-kit/root-fields.js';
import { beginSession, endSession } from '../../graphql-kit/session.js';
import { ViewerRef } from '../../graphql-kit/types/viewer.js';
import { clearLoginStepCookie, readLoginStepToken, setLoginStepCookie } from '../../http/login-step-cookie.js';
import { AppError, type AppErrorCode } from '../../shared/app-error.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import type { Actor } from '../../shared/use-case.js';
import { passkeyRelyingParty } from '../second-factor/passkey.functions.js';
import type { SecondFactorKind } from '../second-factor/second-factor.functions.js';
import { logInWithPasskey, startPasskeyLogIn } from '../second-factor/passkey.service.js';
import { type LogInOutcome, logIn, logInSecondFactor, logOut, type NewSession } from './auth.service.js';

/** The refusals after which the person starts again from the password. */
const STEP_OVER: ReadonlySet<AppErrorCode> = new Set([
  'SECOND_FACTOR_STEP_EXPIRED',
  'SECOND_FACTOR_TOO_MANY_CODES',
  'SECOND_FACTOR_LOCKED',
]);

type LogInAnswer = { viewer: Actor | null; secondFactorRequired: boolean; secondFactors: SecondFactorKind[] };

const SecondFactorKindEnum = builder.enumType('SecondFactorKind', {
  description: 'A kind of second factor an account has: an authenticator app, or one or more passkeys',
  values: ['APP', 'PASSKEY'] as const,
});

const LogInResultRef = builder.objectRef<LogInAnswer>('LogInResult').implement({
  description:
    'What a right password gives: the logged-in account, or (it has a second factor) no session yet and the ask for its code',
  fields: (t) => ({
    viewer: t.field({ type: ViewerRef, nullable: true, resolve: (answer) => answer.viewer }),
    secondFactorRequired: t.exposeBoolean('secondFactorRequired', {
      description: 'true: answer logInSecondFactor(code) within 5 minutes; the step is in an HttpOnly cookie',
    }),
    secondFactors: t.field({
      type: [SecondFactorKindEnum],
      description:
        'What the second step may ask for (told only after the right password): the app, passkeys, or both; recovery codes go with either. Empty without a second step',
      resolve: (answer) => answer.secondFactors,
    }),
  }),
});

publicField('query', 'me', { type: ViewerRef, nullable: true, resolve: (_args, context) => context.viewer });

function answerOf(context: GraphQLContext, outcome: LogInOutcome): LogInAnswer {
  const { config } = context.services;
  if (outcome.challenge) {
    setLoginStepCookie(context.reply, config, outcome.challenge.token, outcome.challenge.expiresAt);
    return { viewer: null, secondFactorRequired: true, secondFactors: outcome.factors };
  }
  return { viewer: beginSession(context, outcome), secondFactorRequired: false, secondFactors: [] };
}

publicField('mutation', 'logIn', {
  type: LogInResultRef,
  limit: RATE_LIMITS.logIn,
  args: builder.args((arg) => ({ email: arg.string({ required: true }), password: arg.string({ required: true }) })),
  resolve: async (args, context) =>
    answerOf(
      context,
      await logIn(context.services, { actor: context.viewer, input: { ...args, deviceToken: deviceToken(context) } }),
    ),
});

/** A second step's answer: the session begun and the step's cookie gone, or the refusal (its cookie gone too when the step is over). */
async function secondStepAnswer(
  context: GraphQLContext,
  step: (challengeToken: string | undefined) => Promise<NewSession>,
) {
  const { config } = context.services;
  try {
    const session = await step(readLoginStepToken(context.request, config));
    clearLoginStepCookie(context.reply, config);
    return beginSession(context, session);
  } catch (error) {
    // a step that is over leaves its cookie nothing to name
    if (error instanceof AppError && STEP_OVER.has(error.code)) clearLoginStepCookie(context.reply, config);
    throw error;
  }
}

publicField('mutation', 'logInSecondFactor', {
  type: ViewerRef,
  limit: RATE_LIMITS.logIn,
  description: "The log-in's second step: an authenticator app's code or a recovery code, in one field",
  args: builder.args((arg) => ({ code: arg.string({ required: true }) })),
  resolve: ({ code }, context) =>
    secondStepAnswer(context, (challengeToken) =>
      logInSecondFactor(context.services, {
        actor: context.viewer,
        input: { code, challengeToken, deviceToken: deviceToken(context), origin: linkOrigin(context) },
      }),
    ),
});

publicField('mutation', 'beginPasskeyLogIn', {
  type: 'String',
  nullable: true,
  limit: RATE_LIMITS.logIn,
  description:
    "The log-in's second step with a passkey (decision 0116): the browser's options (JSON); null when the account has no passkey",
  resolve: (_args, context) =>
    startPasskeyLogIn(context.services, {
      actor: context.viewer,
      input: {
        challengeToken: readLoginStepToken(context.request, context.services.config),
        relyingParty: passkeyRelyingParty(context.services.config, context.request),
      },
    }),
});

publicField('mutation', 'logInWithPasskey', {
  type: ViewerRef,
  limit: RATE_LIMITS.logIn,
  description: "The log-in's second step answered by a passkey (the browser's answer as JSON); counted as a code",
  args: builder.args((arg) => ({ response: arg.string({ required: true }) })),
  resolve: ({ response }, context) =>
    secondStepAnswer(context, (challengeToken) =>
      logInWithPasskey(context.services, {
        actor: context.viewer,
        input: {
          response,
          challengeToken,
          deviceToken: deviceToken(context),
          origin: linkOrigin(context),
          relyingParty: passkeyRelyingParty(context.services.config, context.request),
        },
      }),
    ),
});

publicField('mutation', 'logOut', {
  type: 'Boolean',
  resolve: async (_args, context) => {
    await logOut(context.services, { actor: context.viewer });
    endSession(context);
    return true;
  },
});
