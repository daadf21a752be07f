// The arguments of the common shapes of root field, and how they reach the use case, written once for the
// factories of root-fields.ts: spread one into a field's options (`...byId('petId')`, `...formInput(X)`,
// `...emailLinkRequest(useCase)`).
import type { InputObjectRef } from '@pothos/core';
import type { LocaleCode } from '../../domain/locale/locales.js';
import type { AppServices } from '../app-services.js';
import type { PublicCall } from '../shared/use-case.js';
import { builder, type Types } from './builder.js';
import { type GraphQLContext, linkOrigin } from './context.js';

const idArg = () => builder.args((arg) => ({ id: arg.id({ required: true }) })).id;

/**
 * The `args` and `input` of a field about one record: its one argument `arg: ID!`, handed to the use case
 * as the string `{ [key]: id }` (`key` is `arg` unless the use case names the id otherwise). Spread it
 * into the field's options: `...byId('petId')`, `...byId('id', 'accountId')`.
 */
export function byId<Arg extends string, Key extends string = Arg>(arg: Arg, key?: Key) {
  return {
    args: { [arg]: idArg() } as Record<Arg, ReturnType<typeof idArg>>,
    input: (args: Record<Arg, string | number>) => ({ [key ?? arg]: String(args[arg]) }) as Record<Key, string>,
  };
}

/**
 * The `args` and `input` of a field that changes one record with a form: `arg: ID!` and `formArg: <form>!`,
 * handed to the use case as `{ [arg]: id, [formKey]: form }`; the use case parses the form. Spread it into
 * the field's options: `...byIdWithForm('petId', 'input', LostReportInput, 'form')`.
 */
export function byIdWithForm<Arg extends string, FormArg extends string, FormKey extends string = FormArg>(
  arg: Arg,
  formArg: FormArg,
  form: InputObjectRef<Types, unknown>,
  formKey?: FormKey,
) {
  const refs = builder.args((a) => ({ id: a.id({ required: true }), form: a.field({ type: form, required: true }) }));
  return {
    args: { [arg]: refs.id, [formArg]: refs.form } as Record<Arg, typeof refs.id> & Record<FormArg, typeof refs.form>,
    input: (args: Record<Arg, string | number> & Partial<Record<FormArg, unknown>>) =>
      ({ [arg]: String(args[arg]), [formKey ?? formArg]: args[formArg] }) as Record<Arg, string> &
        Record<FormKey, unknown>,
  };
}

/**
 * The `args` and `input` of a field that saves one of the caller's own forms (My Details, Profile
 * Settings, a pet guardian…): `input: <form>!`, handed to the use case as its input. The input type is
 * loose on purpose: the use case parses it with the domain schema and reports every field's error at once
 * (decision 0011).
 */
export function formInput(form: InputObjectRef<Types, unknown>) {
  return {
    args: builder.args((arg) => ({ input: arg.field({ type: form, required: true }) })),
    input: (args: { input?: unknown }) => args.input,
  };
}

/** The `args` and `input` of a field without arguments: the use case needs only its actor. */
export const noArgs = { args: {}, input: (): undefined => undefined };

/** What a request for an e-mailed link carries: the address, the page's locale, the origin of the link. */
export type EmailLinkRequest = { email: string; locale: LocaleCode; origin: string };

/**
 * A public mutation `(email: String!): Boolean!` whose use case e-mails a link to the address in the page's
 * locale (a password reset, an access code). The answer is true whatever the address, so that it tells no
 * one whether an account or a record has it.
 */
export function emailLinkRequest(
  useCase: (services: AppServices, call: PublicCall<EmailLinkRequest>) => Promise<void>,
) {
  return {
    type: 'Boolean' as const,
    args: builder.args((arg) => ({ email: arg.string({ required: true }) })),
    resolve: async (args: { email: string }, context: GraphQLContext) => {
      // the e-mailed link carries a secret: linkOrigin never trusts a forged Host header in production
      await useCase(context.services, {
        input: { email: args.email, locale: context.locale, origin: linkOrigin(context) },
      });
      return true;
    },
  };
}
