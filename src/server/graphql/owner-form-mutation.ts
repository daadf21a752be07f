// The mutation that saves one of the caller's own forms (My Details, Profile Settings, a pet guardian…),
// declared in one call: the recipe of decision 0011 with nothing left to vary but the names.
import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { AppServices } from '../app-services.js';
import type { ActorCall } from '../shared/use-case.js';
import { builder } from './builder.js';
import { ownerField, type Types } from './owner-field.js';

/**
 * `name(input: <input>!): <type>` for logged-in callers only. The input type is loose on purpose: the use
 * case parses `input` with the domain schema and reports every field's error at once (decision 0011).
 */
export function ownerFormMutation<Shape>(
  name: string,
  options: {
    type: ObjectRef<Types, Shape>;
    input: InputObjectRef<Types, unknown>;
    description?: string;
    useCase: (services: AppServices, call: ActorCall<unknown>) => Promise<Shape>;
  },
): void {
  builder.mutationField(name, (t) =>
    t.field(
      ownerField<{ input: unknown }>(
        options,
        { input: t.arg({ type: options.input, required: true }) },
        (actor, args, context) => options.useCase(context.services, { actor, input: args.input }),
      ),
    ),
  );
}
