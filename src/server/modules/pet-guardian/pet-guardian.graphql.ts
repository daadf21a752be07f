// Pet guardians (emergency contacts, spec §2.17): thin fields over pet-guardian.service.ts. Every
// field needs a logged-in caller and works only on the caller's own guardians.
import type { PetGuardianRow } from '../../db/schema/index.js';
import { builder } from '../../graphql-kit/builder.js';
import { byId, byIdWithForm, formInput, noArgs } from '../../graphql-kit/field-args.js';
import { viewerField } from '../../graphql-kit/root-fields.js';
import { PhoneInput } from '../../graphql-kit/types/phone.js';
import {
  addPetGuardian,
  listPetGuardians,
  movePetGuardian,
  removePetGuardian,
  updatePetGuardian,
} from './pet-guardian.service.js';

const PetGuardianPhone = builder.objectRef<PetGuardianRow['phones'][number]>('PetGuardianPhone').implement({
  description: 'spec §2.7: type M, H or W and ten digits',
  fields: (t) => ({ type: t.exposeString('type'), number: t.exposeString('number') }),
});

const PetGuardian = builder.objectRef<PetGuardianRow>('PetGuardian').implement({
  description:
    "Another person responsible for the owner's pets; the first two are the wallet card's emergency contacts.",
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    relationship: t.exposeString('relationship', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phones: t.field({ type: [PetGuardianPhone], resolve: (guardian) => guardian.phones }),
    position: t.exposeInt('position', { description: '0-based; 0 and 1 feed the wallet card' }),
  }),
});

// Loose on purpose, as SignUpInput: the domain schema validates and reports every field at once.

const PetGuardianInput = builder.inputType('PetGuardianInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    relationship: t.string(),
    email: t.string(),
    phones: t.field({ type: [PhoneInput] }),
  }),
});

viewerField('query', 'petGuardians', {
  ...noArgs,
  type: [PetGuardian],
  description: "The caller's pet guardians, in wallet-card order",
  useCase: listPetGuardians,
});

viewerField('mutation', 'addPetGuardian', {
  type: PetGuardian,
  ...formInput(PetGuardianInput),
  useCase: addPetGuardian,
});

viewerField('mutation', 'updatePetGuardian', {
  type: PetGuardian,
  ...byIdWithForm('id', 'input', PetGuardianInput, 'guardian'),
  useCase: updatePetGuardian,
});

viewerField('mutation', 'removePetGuardian', {
  type: [PetGuardian],
  description: 'Removes one guardian; returns the remaining guardians in their new order',
  ...byId('id'),
  useCase: removePetGuardian,
});

viewerField('mutation', 'movePetGuardian', {
  type: [PetGuardian],
  description: 'Moves one guardian to a 0-based position (clamped); returns all guardians in their new order',
  args: builder.args((arg) => ({ id: arg.id({ required: true }), position: arg.int({ required: true }) })),
  input: (args) => ({ id: String(args.id), position: args.position }),
  useCase: movePetGuardian,
});
