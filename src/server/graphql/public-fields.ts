// Public fields of the same kind, each kind written once as ownerQuery is for the fields over the caller's
// own records (decision 0011): anyone may call them, and every call counts against a per-IP limit
// (QUALITY.md Security). publicQuery looks something up (the e-mail check, address search, the record an
// access code opens); publicEmailLinkMutation e-mails a link (a password reset, an access code);
// publicLogInMutation logs the caller in (log-in, sign-up, sign-up with an access code, a password reset).
import type { InputFieldMap, InputShapeFromFields, ObjectRef, ShapeFromTypeParam, TypeParam } from '@pothos/core';
import type { LocaleCode } from '../../domain/locale/locales.js';
import type { AppServices } from '../app-services.js';
import type { RateLimitRule } from '../modules/rate-limit/rate-limit.service.js';
import type { PublicCall } from '../shared/use-case.js';
import { builder } from './builder.js';
import { type GraphQLContext, linkOrigin } from './context.js';
import { limitedPerIp } from './guards.js';
import type { Types } from './owner-field.js';
import { beginSession, type NewSession } from './session.js';
import { ViewerRef } from './types/viewer.js';

/**
 * `name(<args>): <type>` for anyone, refused with RATE_LIMITED past `limit` calls from one IP address,
 * answered by `useCase(services, { input: args })`. The signature ties the arguments to the use case's
 * input and its result to `type`; Pothos cannot resolve a field of a generic shape, hence the cast.
 */
export function publicQuery<
  Type extends TypeParam<Types>,
  Args extends InputFieldMap,
  Nullable extends boolean = false,
>(
  name: string,
  limit: RateLimitRule,
  options: {
    type: Type;
    nullable?: Nullable;
    description: string;
    /** `builder.args(…)`: the use case's input, each argument as the use case names it */
    args: Args;
    useCase: (
      services: AppServices,
      call: PublicCall<InputShapeFromFields<Args>>,
    ) => Promise<ShapeFromTypeParam<Types, Type, Nullable>>;
  },
): void {
  builder.queryField(name, (t) =>
    t.field({
      type: options.type,
      nullable: options.nullable ?? false,
      description: options.description,
      authScopes: { public: true },
      args: options.args,
      resolve: limitedPerIp(limit, (args: InputShapeFromFields<Args>, context) =>
        options.useCase(context.services, { input: args } as PublicCall<InputShapeFromFields<Args>>),
      ),
    } as never),
  );
}

/**
 * `name: <type>` for anyone, uncounted: how this server is configured (the payment provider, the optional
 * third-party services), the same for every caller and read from `services` without a use case.
 * Pothos cannot resolve a field of a generic shape, hence the cast; the signature ties `read` to `type`.
 */
export function publicConfigQuery<Shape>(
  name: string,
  options: { type: ObjectRef<Types, Shape>; description?: string; read: (services: AppServices) => Shape },
): void {
  builder.queryField(name, (t) =>
    t.field({
      type: options.type,
      description: options.description,
      authScopes: { public: true },
      resolve: (_root: unknown, _args: unknown, context: GraphQLContext) => options.read(context.services),
    } as never),
  );
}

/** What a request for an e-mailed link carries: the address, the page's locale, the origin of the link. */
export type EmailLinkRequest = { email: string; locale: LocaleCode; origin: string };

/**
 * `name(email: String!): Boolean!` for anyone, refused with RATE_LIMITED past `limit` calls from one IP
 * address: `useCase` e-mails a link to the address in the page's locale. The answer is true whatever the
 * address, so that it tells no one whether an account or a record has it.
 */
export function publicEmailLinkMutation(
  name: string,
  limit: RateLimitRule,
  options: {
    description: string;
    useCase: (services: AppServices, call: PublicCall<EmailLinkRequest>) => Promise<void>;
  },
): void {
  builder.mutationField(name, (t) =>
    t.boolean({
      description: options.description,
      authScopes: { public: true },
      args: { email: t.arg.string({ required: true }) },
      resolve: limitedPerIp(limit, async (args, context) => {
        // the e-mailed link carries a secret: linkOrigin never trusts a forged Host header in production
        await options.useCase(context.services, {
          input: { email: args.email, locale: context.locale, origin: linkOrigin(context) },
        });
        return true;
      }),
    }),
  );
}

/**
 * `name(<args>): Viewer!` for anyone, refused with RATE_LIMITED past `limit` calls from one IP address:
 * `run` makes or finds the account and its new session, which the answer's cookies then carry.
 */
export function publicLogInMutation<Args extends InputFieldMap>(
  name: string,
  limit: RateLimitRule,
  options: {
    description?: string;
    /** the schema's word only: an answer is always the logged-in account */
    nullable?: boolean;
    /** `builder.args(…)` */
    args: Args;
    run: (args: InputShapeFromFields<Args>, context: GraphQLContext) => Promise<NewSession>;
  },
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: ViewerRef,
      nullable: options.nullable ?? false,
      description: options.description,
      authScopes: { public: true },
      args: options.args,
      resolve: limitedPerIp(limit, async (args: InputShapeFromFields<Args>, context) =>
        beginSession(context, await options.run(args, context)),
      ),
    } as never),
  );
}
