// spec §2.12 administrator view: an administrator moves an owner (decision 0304). The owner's own move
// goes through updateMyDetails, with their agreement.
import { builder } from '../../graphql-kit/builder.js';
import { staffField } from '../../graphql-kit/root-fields.js';
import { moveOwnerByAdmin } from './jurisdiction-move.service.js';

const MovedOwner = builder.objectRef<{ accountId: number; jurisdictionId: number }>('MovedOwner').implement({
  fields: (t) => ({
    accountId: t.id({ resolve: (moved) => moved.accountId }),
    jurisdictionId: t.id({ resolve: (moved) => moved.jurisdictionId }),
  }),
});

staffField('mutation', 'moveOwner', {
  type: MovedOwner,
  description:
    'spec §2.12 administrator view: moves an owner of a jurisdiction the administrator administers to another they administer; `confirmed` is the one required checkbox (decision 0304)',
  args: builder.args((arg) => ({
    accountId: arg.id({ required: true }),
    jurisdictionId: arg.id({ required: true }),
    confirmed: arg.boolean(),
  })),
  input: (args) => ({
    accountId: Number(args.accountId),
    jurisdictionId: Number(args.jurisdictionId),
    confirmed: args.confirmed ?? null,
  }),
  useCase: moveOwnerByAdmin,
});
