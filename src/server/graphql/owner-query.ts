// The query that reads the caller's own records (My Account, their pet guardians…), declared in one call
// as its mutations are (owner-form-mutation.ts, decision 0011).
import type { ObjectRef } from '@pothos/core';
import type { AppServices } from '../app-services.js';
import type { ActorCall } from '../shared/use-case.js';
import { builder } from './builder.js';
import { asViewer } from './guards.js';

type Types = (typeof builder)['$inferSchemaTypes'];

type OwnerQuery<Type, Result> = {
  type: Type;
  description?: string;
  useCase: (services: AppServices, call: ActorCall) => Promise<Result>;
};

/** `name: <type>` (or `[<type>]`) for logged-in callers only, answered by a use case over the caller. */
export function ownerQuery<Shape>(name: string, options: OwnerQuery<[ObjectRef<Types, Shape>], Shape[]>): void;
export function ownerQuery<Shape>(name: string, options: OwnerQuery<ObjectRef<Types, Shape>, Shape>): void;
export function ownerQuery(
  name: string,
  options: OwnerQuery<ObjectRef<Types, unknown> | [ObjectRef<Types, unknown>], unknown>,
): void {
  builder.queryField(name, (t) =>
    t.field({
      type: options.type,
      description: options.description,
      authScopes: { loggedIn: true },
      // Pothos cannot resolve its result type for a ref it does not know; the overloads above tie the use
      // case's result to `type`, which is what the cast would otherwise check
      resolve: asViewer((actor, _args, context) => options.useCase(context.services, { actor })) as never,
    }),
  );
}
