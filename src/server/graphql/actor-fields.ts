// The fields a logged-in caller calls with arguments, who may call them and how they reach the use case
// written once (decision 0011), as ownerQuery is for the owner's fields without arguments:
// - staffField: the staff console's (issues 16 and 17); only an administrator may call one, and the use
//   case scopes every read and write to the jurisdictions they administer;
// - ownerCallField: an owner's own records (a pet, the saved card, a found-pet report…), scoped by the
//   use case to the caller.
// Pothos checks `authScopes` first; the use case gets the caller as its actor.
import type { InputFieldMap, InputObjectRef, InputShapeFromFields, ShapeFromTypeParam, TypeParam } from '@pothos/core';
import type { AppServices } from '../app-services.js';
import type { ActorCall } from '../shared/use-case.js';
import { builder } from './builder.js';
import type { GraphQLContext } from './context.js';
import { asViewer } from './guards.js';
import type { Types } from './owner-field.js';

type UseCase<Type extends TypeParam<Types>, Input, Nullable extends boolean> = (
  services: AppServices,
  call: ActorCall<Input>,
) => Promise<ShapeFromTypeParam<Types, Type, Nullable>>;

export type ActorField<Type extends TypeParam<Types>, Args extends InputFieldMap, Input, Nullable extends boolean> = {
  type: Type;
  nullable?: Nullable;
  description?: string;
  /** `builder.args(…)` */
  args: Args;
} & (
  | {
      /** the use case's input from the arguments (and the request, for an e-mailed link's origin) */
      input: (args: InputShapeFromFields<Args>, context: GraphQLContext) => Input;
      useCase: UseCase<Type, Input, Nullable>;
    }
  | {
      /** left out: the use case's input is the arguments as they are */
      input?: undefined;
      useCase: UseCase<Type, InputShapeFromFields<Args>, Nullable>;
    }
);

/**
 * `name(<args>): <type>` on Query or Mutation for callers in `scope` only, answered by
 * `useCase(services, { actor, input: input(args, context) })`, or with the arguments as they are when the
 * field gives no `input`. The signature ties the use case's result to `type`; Pothos cannot resolve a field
 * of a generic shape, hence the cast.
 */
function actorField(scope: 'admin' | 'loggedIn') {
  return <Type extends TypeParam<Types>, Args extends InputFieldMap, Input, Nullable extends boolean = false>(
    root: 'query' | 'mutation',
    name: string,
    options: ActorField<Type, Args, Input, Nullable>,
  ): void => {
    const field = {
      type: options.type,
      nullable: options.nullable ?? false,
      description: options.description,
      authScopes: { [scope]: true },
      args: options.args,
      resolve: asViewer((actor, args: InputShapeFromFields<Args>, context) =>
        options.useCase(context.services, {
          actor,
          input: options.input ? options.input(args, context) : args,
        } as ActorCall<Input> & ActorCall<InputShapeFromFields<Args>>),
      ),
    } as never;
    if (root === 'query') builder.queryField(name, (t) => t.field(field));
    else builder.mutationField(name, (t) => t.field(field));
  };
}

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

/** The `args` and `input` of a field without arguments: the use case needs only its actor. */
export const noArgs = { args: {}, input: (): undefined => undefined };

/** A staff console field: administrators only. */
export const staffField = actorField('admin');

/** A field over the caller's own records: logged-in callers only. */
export const ownerCallField = actorField('loggedIn');
