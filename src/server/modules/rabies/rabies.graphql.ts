// Staff verification of rabies proofs (issue 16, decision 0220): the queue of the administrator's
// jurisdictions and the two decisions. The owner's side is Pet.mostRecentRabiesProof (pet.graphql.ts)
// and the file routes (rabies.routes.ts).
import { RABIES_CHECKLIST } from '../../../domain/rabies/rabies.rules.js';
import { builder } from '../../graphql-kit/builder.js';
import { staffField } from '../../graphql-kit/root-fields.js';
import { linkOrigin } from '../../graphql-kit/context.js';
import { RabiesProofRef } from '../../graphql-kit/types/rabies-proof.js';
import {
  approveRabiesProof,
  type ProofQueuePage,
  type QueuedProof,
  rabiesProofQueue,
  rejectRabiesProof,
} from './rabies.service.js';

const QueuedRabiesProof = builder.objectRef<QueuedProof>('QueuedRabiesProof').implement({
  description: 'a proof waiting for staff, with what the §2.14 checklist is compared with',
  fields: (t) => ({
    id: t.exposeID('id'),
    petId: t.exposeID('petId'),
    petName: t.exposeString('petName'),
    species: t.exposeString('species', { description: 'DOG or CAT' }),
    breed: t.exposeString('breed', { nullable: true }),
    ownerName: t.exposeString('ownerName'),
    ownerEmail: t.exposeString('ownerEmail'),
    jurisdictionName: t.exposeString('jurisdictionName'),
    status: t.exposeString('status', {
      description:
        'PENDING (the queue holds the waiting proofs): what the licence-and-proof state reads (decision 0505)',
    }),
    uploadedAt: t.string({ resolve: (proof) => proof.uploadedAt.toISOString() }),
    expirationDate: t.exposeString('expirationDate', { description: 'YYYY-MM-DD, as the owner gave it' }),
    kind: t.string({ description: 'image or pdf', resolve: (proof) => proof.kind }),
    pageCount: t.exposeInt('pageCount'),
    webPath: t.exposeString('webPath', { description: '/api/rabies-proofs/{id}/document…; contains ".pdf" for a PDF' }),
  }),
});

const RabiesProofQueue = builder.objectRef<ProofQueuePage>('RabiesProofQueue').implement({
  fields: (t) => ({
    items: t.field({ type: [QueuedRabiesProof], resolve: (page) => page.items }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

staffField('query', 'rabiesProofQueue', {
  type: RabiesProofQueue,
  description:
    'issue 16: rabies proofs waiting in the jurisdictions the administrator administers, oldest first (at most 50 a page)',
  args: builder.args((arg) => ({ first: arg.int(), after: arg.id() })),
  input: (args) => ({ first: args.first ?? null, after: args.after == null ? null : String(args.after) }),
  useCase: rabiesProofQueue,
});

staffField('mutation', 'approveRabiesProof', {
  type: RabiesProofRef,
  description:
    'issue 16: approves a waiting proof (optionally correcting its expiration date, YYYY-MM-DD); the pet’s PENDING_PROOF licences become ACTIVE and the owner is e-mailed (decision 0506). RABIES_PROOF_DECIDED when it was decided already. Issue 38 (decision 0704): `checked` names the §2.14 checklist items the clerk checked; with any unchecked, `withoutChecklistReason` (at most 500 characters) is required (RABIES_CHECKLIST_INCOMPLETE without one) and recorded in the audit log',
  args: builder.args((arg) => ({
    proofId: arg.id({ required: true }),
    expirationDate: arg.string(),
    checked: arg.stringList({
      description: `the checklist items checked: ${RABIES_CHECKLIST.join(', ')}`,
    }),
    withoutChecklistReason: arg.string({ description: 'why it is approved without the full checklist' }),
  })),
  input: (args, context) => ({
    proofId: String(args.proofId),
    expirationDate: args.expirationDate ?? null,
    checked: args.checked ?? null,
    withoutChecklistReason: args.withoutChecklistReason ?? null,
    origin: linkOrigin(context),
  }),
  useCase: approveRabiesProof,
});

staffField('mutation', 'rejectRabiesProof', {
  type: RabiesProofRef,
  description:
    'issue 16: rejects a waiting proof with a reason code (ILLEGIBLE, WRONG_PET, EXPIRED, NOT_RABIES, MISSING_VET_SIGNATURE) or text of at most 500 characters; the owner is e-mailed',
  args: builder.args((arg) => ({ proofId: arg.id({ required: true }), reason: arg.string({ required: true }) })),
  input: (args, context) => ({ proofId: String(args.proofId), reason: args.reason, origin: linkOrigin(context) }),
  useCase: rejectRabiesProof,
});
