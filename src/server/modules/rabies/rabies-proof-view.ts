// A rabies proof as the API reads it (issue 16, decision 0220): the summary columns (never the bytes) and
// the view made of them, shared by the rabies use cases and the pet views that show a pet's latest proof.
import type { RabiesProofStatus } from '../../../domain/rabies/rabies.rules.js';
import { type RabiesProofRow, rabiesProofs } from '../../db/schema/index.js';

/** A proof as the API reads it (no bytes). */
export type RabiesProofView = {
  id: number;
  petId: number;
  expirationDate: string;
  status: RabiesProofStatus;
  rejectionReason: string | null;
  kind: 'image' | 'pdf';
  pageCount: number;
  /** where the owner's browser (and the pet's jurisdiction's staff) read it; ends in .pdf for a PDF */
  webPath: string;
  createdAt: Date;
  decidedAt: Date | null;
};

/** spec §3: a PDF is detected by ".pdf" in its path, so a PDF's path names one (our viewer asks with view=1). */
export function documentPath(base: string, row: Pick<RabiesProofRow, 'kind' | 'etag'>): string {
  const version = row.etag.slice(0, 8);
  return row.kind === 'pdf' ? `${base}?view=1&v=${version}&name=proof.pdf` : `${base}?v=${version}&name=proof.jpg`;
}

export const petProofPath = (petId: number) => `/api/pets/${petId}/rabies-proof`;
export const proofDocumentPath = (proofId: number) => `/api/rabies-proofs/${proofId}/document`;

export const RABIES_PROOF_SUMMARY = {
  id: rabiesProofs.id,
  petId: rabiesProofs.petId,
  expirationDate: rabiesProofs.expirationDate,
  status: rabiesProofs.status,
  rejectionReason: rabiesProofs.rejectionReason,
  kind: rabiesProofs.kind,
  pageCount: rabiesProofs.pageCount,
  etag: rabiesProofs.etag,
  createdAt: rabiesProofs.createdAt,
  decidedAt: rabiesProofs.decidedAt,
};

export type SummaryRow = Pick<RabiesProofRow, keyof typeof RABIES_PROOF_SUMMARY>;

export const rabiesProofView = (row: SummaryRow): RabiesProofView => ({
  id: row.id,
  petId: row.petId,
  expirationDate: row.expirationDate,
  status: row.status,
  rejectionReason: row.rejectionReason,
  kind: row.kind,
  pageCount: row.pageCount,
  webPath: documentPath(petProofPath(row.petId), row),
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
});
