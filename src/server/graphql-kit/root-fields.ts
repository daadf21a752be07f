// The three ways a module declares a root field (decision 0011), named by who may call it: publicField
// (anyone, visitors included, optionally counted per IP), viewerField (the caller's own records: a
// logged-in account, or only an owner) and staffField (the staff console: administrators only, each use
// case scoping its reads and writes to the jurisdictions they administer), and operatorField (the operator
// console: the site operator only, decision 0113). Each factory writes the field's
// `authScopes` itself, which Pothos checks before the resolver runs, so no module writes them by hand and
// none calls `builder.queryField` or `builder.mutationField` (field-factories.test.ts).
//
// A field is answered either by one use case, `useCase(services, { actor, input })` with `input` from the
// arguments (`input(args, context)`, or the arguments as they are), or by `resolve` when it does more
// than call one use case (sets a cookie, answers with a second read). The signatures tie the answer to
// `type`; Pothos cannot resolve a field of a generic shape, hence the casts.
import type { InputFieldMap, InputShapeFromFields, MaybePromise, ShapeFromTypeParam, TypeParam } from '@pothos/core';
import type { AppServices } from '../app-services.js';
import type { RateLimitRule } from '../shared/rate-limit/rate-limit.js';
import { type Actor, type ActorCall, type PublicCall, requireSecondFactorIfStaff } from '../shared/use-case.js';
import { type AuthScopes, builder, type Types } from './builder.js';
import type { GraphQLContext } from './context.js';
import { asViewer, limitedPerIp } from './guards.js';

/** Query or Mutation */
export type Root = 'query' | 'mutation';

type NoArgs = Record<never, never>;

type Answer<Type extends TypeParam<Types>, Nullable extends boolean> = ShapeFromTypeParam<Types, Type, Nullable>;

type FieldOptions<Type extends TypeParam<Types>, Args extends InputFieldMap, Nullable extends boolean> = {
  type: Type;
  nullable?: Nullable;
  description?: string | undefined;
  /** `builder.args(…)`; left out for a field without arguments */
  args?: Args;
};

/** How a field of a logged-in caller is answered: one use case over the actor, or `resolve`. */
export type ActorAnswer<Type extends TypeParam<Types>, Args extends InputFieldMap, Input, Nullable extends boolean> =
  | {
      /** the use case's input from the arguments (and the request, for an e-mailed link's origin) */
      input: (args: InputShapeFromFields<Args>, context: GraphQLContext) => Input;
      useCase: (services: AppServices, call: ActorCall<Input>) => Promise<Answer<Type, Nullable>>;
      resolve?: undefined;
    }
  | {
      /** left out: the use case's input is the arguments as they are */
      input?: undefined;
      useCase: (services: AppServices, call: ActorCall<InputShapeFromFields<Args>>) => Promise<Answer<Type, Nullable>>;
      resolve?: undefined;
    }
  | {
      input?: undefined;
      useCase?: undefined;
      resolve: (
        actor: Actor,
        args: InputShapeFromFields<Args>,
        context: GraphQLContext,
      ) => MaybePromise<Answer<Type, Nullable>>;
    };

/** How a public field is answered: one use case given the arguments as its input, or `resolve`. */
type PublicAnswer<Type extends TypeParam<Types>, Args extends InputFieldMap, Nullable extends boolean> =
  | {
      useCase: (services: AppServices, call: PublicCall<InputShapeFromFields<Args>>) => Promise<Answer<Type, Nullable>>;
      resolve?: undefined;
    }
  | {
      useCase?: undefined;
      resolve: (args: InputShapeFromFields<Args>, context: GraphQLContext) => MaybePromise<Answer<Type, Nullable>>;
    };

function declare(
  root: Root,
  name: string,
  options: { type: unknown; nullable?: boolean | undefined; description?: string | undefined; args?: unknown },
  authScopes: Partial<AuthScopes>,
  resolve: (root: unknown, args: never, context: GraphQLContext) => unknown,
): void {
  const field = {
    type: options.type,
    nullable: options.nullable ?? false,
    description: options.description,
    authScopes,
    args: options.args ?? {},
    resolve,
  } as never;
  if (root === 'query') builder.queryField(name, (t) => t.field(field));
  else builder.mutationField(name, (t) => t.field(field));
}

/**
 * `name(<args>): <type>` for anyone, visitors included; with `limit`, refused with RATE_LIMITED past
 * `limit` calls from one IP address (QUALITY.md Security). A logged-in caller is `context.viewer`.
 */
export function publicField<
  Type extends TypeParam<Types>,
  Args extends InputFieldMap = NoArgs,
  Nullable extends boolean = false,
>(
  root: Root,
  name: string,
  options: FieldOptions<Type, Args, Nullable> & { limit?: RateLimitRule } & PublicAnswer<Type, Args, Nullable>,
): void {
  const { resolve, useCase: runUseCase } = options; // (not a React hook)
  const answer = async (args: InputShapeFromFields<Args>, context: GraphQLContext) =>
    resolve
      ? resolve(args, context)
      : runUseCase?.(context.services, { input: args } as PublicCall<InputShapeFromFields<Args>>);
  const { limit } = options;
  declare(
    root,
    name,
    options,
    { public: true },
    limit
      ? limitedPerIp(limit, answer)
      : (_root: unknown, args: InputShapeFromFields<Args>, context) => answer(args, context),
  );
}

/** Who a viewer field is for; `loggedIn` unless the field says otherwise. */
const VIEWER_SCOPES = {
  /** any logged-in account, by its session */
  loggedIn: { loggedIn: true },
  /** an owner, by session only */
  owner: { owner: true },
  /** an owner by session, or the smart tracker block's API token (decision 0402) */
  ownerOrTrackerApi: { owner: true, trackerApi: true },
} as const satisfies Record<string, Partial<AuthScopes>>;

export type ViewerScope = keyof typeof VIEWER_SCOPES;

function actorResolver<Args extends InputFieldMap, Input>(options: object, guard?: (actor: Actor) => void) {
  const {
    input,
    useCase: runUseCase, // (not a React hook)
    resolve,
  } = options as {
    input?: (args: InputShapeFromFields<Args>, context: GraphQLContext) => Input;
    useCase?: (services: AppServices, call: ActorCall<unknown>) => Promise<unknown>;
    resolve?: (actor: Actor, args: InputShapeFromFields<Args>, context: GraphQLContext) => unknown;
  };
  return asViewer((actor, args: InputShapeFromFields<Args>, context) => {
    guard?.(actor);
    return resolve
      ? resolve(actor, args, context)
      : runUseCase?.(context.services, { actor, input: input ? input(args, context) : args } as ActorCall<unknown>);
  });
}

/**
 * A factory of fields for a logged-in caller, the field's scopes from `scopesOf` its options; `guard` checks
 * the actor before the field is answered (after the scopes).
 */
function actorFieldFactory<Extra extends object>(
  scopesOf: (options: Extra) => Partial<AuthScopes>,
  guard?: (actor: Actor) => void,
) {
  return <
    Type extends TypeParam<Types>,
    Args extends InputFieldMap = NoArgs,
    Input = undefined,
    Nullable extends boolean = false,
  >(
    root: Root,
    name: string,
    options: FieldOptions<Type, Args, Nullable> & Extra & ActorAnswer<Type, Args, Input, Nullable>,
  ): void => declare(root, name, options, scopesOf(options), actorResolver<Args, Input>(options, guard));
}

/**
 * `name(<args>): <type>` over the caller's own records: logged-in callers only (or, by `scope`, owners
 * only), the caller the use case's actor.
 */
export const viewerField = actorFieldFactory<{ scope?: ViewerScope }>(
  (options) => VIEWER_SCOPES[options.scope ?? 'loggedIn'],
);

/**
 * `name(<args>): <type>` for the staff console: administrators only, the administrator the actor; refused
 * with SECOND_FACTOR_SETUP_REQUIRED until the account has a second factor (decision 0114).
 */
export const staffField = actorFieldFactory<NoArgs>(() => ({ admin: true }), requireSecondFactorIfStaff);

/**
 * `name(<args>): <type>` for the operator console (decision 0113): the site operator only (an owner and a
 * jurisdiction's administrator are refused), the operator the actor.
 */
export const operatorField = actorFieldFactory<NoArgs>(() => ({ operator: true }), requireSecondFactorIfStaff);
