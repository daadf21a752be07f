// spec §3 Rabies proof as the owner reads it on Pet.mostRecentRabiesProof (issue 16, decision 0220):
// shared by the pet module (its Pet type) and the rabies module (what approving or rejecting answers).
// It names the fields it shows, not the rabies module's RabiesProofView (which has them all): the kit
// imports no module.
import type { RabiesProofStatus } from '../../../domain/rabies/rabies.rules.js';
import { builder } from '../builder.js';

type ShownRabiesProof = {
  id: number;
  expirationDate: string;
  status: RabiesProofStatus;
  rejectionReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  webPath: string;
  pageCount: number;
  kind: 'image' | 'pdf';
};

export const RabiesProofStatusEnum = builder.enumType('RabiesProofStatus', {
  description: 'PENDING until staff of the jurisdiction approve or reject it',
  values: ['PENDING', 'APPROVED', 'REJECTED'] as const,
});

const RabiesProofDocument = builder.objectRef<ShownRabiesProof>('RabiesProofDocument').implement({
  description: 'spec §3 Rabies proof document',
  fields: (t) => ({
    webPath: t.exposeString('webPath', {
      description:
        'where the browser reads it (GET, for the owner and the jurisdiction’s staff); a PDF’s path contains ".pdf" (spec §3)',
    }),
    pageCount: t.exposeInt('pageCount', { description: 'a PDF’s pages (1 for an image)' }),
    kind: t.string({ description: 'image or pdf', resolve: (proof) => proof.kind }),
  }),
});

export const RabiesProofRef = builder.objectRef<ShownRabiesProof>('RabiesProof').implement({
  description: 'spec §3 Rabies proof: the most recent one an owner uploaded for a pet, and what staff decided',
  fields: (t) => ({
    id: t.exposeID('id'),
    expirationDate: t.exposeString('expirationDate', { description: 'YYYY-MM-DD' }),
    status: t.field({ type: RabiesProofStatusEnum, resolve: (proof) => proof.status }),
    rejectionReason: t.exposeString('rejectionReason', {
      nullable: true,
      description: 'a RABIES_REJECTION_REASONS code (ILLEGIBLE, WRONG_PET, …) or the clerk’s own words',
    }),
    uploadedAt: t.string({ resolve: (proof) => proof.createdAt.toISOString() }),
    decidedAt: t.string({ nullable: true, resolve: (proof) => proof.decidedAt?.toISOString() ?? null }),
    document: t.field({ type: RabiesProofDocument, resolve: (proof) => proof }),
  }),
});
