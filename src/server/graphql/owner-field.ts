// The fields over the caller's own records (My Account, their pet guardians, their pets…): who may call
// them and how they reach the use case, written once; ownerQuery reads, ownerFormMutation
// (owner-form-mutation.ts) saves one of the caller's forms (decision 0011).
import type { ObjectRef } from '@pothos/core';
import type { AppServices } from '../app-services.js';
import type { Actor, ActorCall } from '../shared/use-case.js';
import { builder } from './builder.js';
import type { GraphQLContext } from './context.js';
import { asViewer } from './guards.js';

export type Types = (typeof builder)['$inferSchemaTypes'];

/**
 * A field's options for logged-in callers only, `run` getting the caller as its actor. Pothos cannot
 * resolve its result type for a generic shape; ownerQuery's and ownerFormMutation's signatures tie the use
 * case's result to `type`, which is what the cast would otherwise check.
 */
export function ownerField<Args extends object>(
  options: { type: unknown; description?: string | undefined },
  args: object,
  run: (actor: Actor, args: Args, context: GraphQLContext) => Promise<unknown>,
): never {
  return {
    type: options.type,
    description: options.description,
    authScopes: { loggedIn: true },
    args,
    resolve: asViewer(run),
  } as never;
}

type OwnerQuery<Type, Result> = {
  type: Type;
  description?: string;
  useCase: (services: AppServices, call: ActorCall) => Promise<Result>;
};

/** `name: <type>` (or `[<type>]`) for logged-in callers only, answered by a use case over the caller. */
export function ownerQuery<Shape>(name: string, options: OwnerQuery<[ObjectRef<Types, Shape>], Shape[]>): void;
export function ownerQuery<Shape>(name: string, options: OwnerQuery<ObjectRef<Types, Shape>, Shape>): void;
export function ownerQuery(name: string, options: OwnerQuery<unknown, unknown>): void {
  builder.queryField(name, (t) =>
    t.field(ownerField(options, {}, (actor, _args, context) => options.useCase(context.services, { actor }))),
  );
}
