// spec §2.12 administrator view: an administrator moves an owner (decision 0304). The owner's own move
// goes through updateMyDetails, with their agreement.
import { builder } from '../../graphql/builder.js';
import { asViewer } from '../../graphql/guards.js';
import { moveOwnerByAdmin } from './jurisdiction-move.service.js';

const MovedOwner = builder.objectRef<{ accountId: number; jurisdictionId: number }>('MovedOwner').implement({
  fields: (t) => ({
    accountId: t.id({ resolve: (moved) => moved.accountId }),
    jurisdictionId: t.id({ resolve: (moved) => moved.jurisdictionId }),
  }),
});

builder.mutationField('moveOwner', (t) =>
  t.field({
    type: MovedOwner,
    description:
      'spec §2.12 administrator view: moves an owner of a jurisdiction the administrator administers to another they administer; `confirmed` is the one required checkbox (decision 0304)',
    authScopes: { admin: true },
    args: {
      accountId: t.arg.id({ required: true }),
      jurisdictionId: t.arg.id({ required: true }),
      confirmed: t.arg.boolean(),
    },
    resolve: asViewer((actor, args, context) =>
      moveOwnerByAdmin(context.services, {
        actor,
        input: {
          accountId: Number(args.accountId),
          jurisdictionId: Number(args.jurisdictionId),
          confirmed: args.confirmed ?? null,
        },
      }),
    ),
  }),
);
