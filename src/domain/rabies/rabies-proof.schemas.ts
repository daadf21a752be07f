// PUT /api/pets/:petId/rabies-proof answers the new proof (spec §3 rabies upload event, decision 0220):
// the server's answer type and what the web parses.
import { z } from 'zod';
import { RABIES_PROOF_STATUSES } from './rabies.rules.js';

export const rabiesProofAnswerSchema = z.object({
  data: z.object({
    id: z.number(),
    petId: z.number(),
    expirationDate: z.string(),
    status: z.enum(RABIES_PROOF_STATUSES),
    rejectionReason: z.string().nullable(),
    kind: z.enum(['image', 'pdf']),
    pageCount: z.number(),
    webPath: z.string(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
});
export type RabiesProofAnswer = z.infer<typeof rabiesProofAnswerSchema>;
