// Use cases of rabies proofs (issue 16; spec §2.14, §3 Rabies proof, §5 Rabies; decision 0220). An owner
// uploads a proof for one of their active pets with its expiration date; every upload is a new PENDING
// proof and the most recent one not removed is the pet's. Staff of the proof's jurisdiction approve it
// (the pet's licences waiting for proof become ACTIVE) or reject it with a reason, e-mailed to the owner.
// Another owner's pet, and another jurisdiction's proof, are answered exactly like missing ones.
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { localDateIn, toIsoDate } from '../../../domain/dates/calendar.js';
import {
  RABIES_MAX_BYTES,
  RABIES_PDF_MAX_PAGES,
  RABIES_REASON_MAX_LENGTH,
  rabiesRejectionReason,
  type RabiesExpiryOptions,
  rabiesExpiryOptions,
  validateRabiesExpiry,
} from '../../../domain/rabies/rabies.rules.js';
import { rabiesProofApproval } from '../../../domain/rabies/proof-approval.rules.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { accountById, adminHasAccess, fullName } from '../account/account.functions.js';
import type { DbOrTx } from '../../db/client.js';
import { copyDate, copyInt4, copyRow, copyText } from '../../db/copy-row.js';
import {
  ownActivePet,
  ownActivePetId,
  ownPet,
  petAndOwnerColumns,
  petOwnedBy,
  petReadableBy,
  petsByIds,
  recordJurisdictionColumns,
  withPetAndOwner,
  withPetOwnerAndJurisdiction,
} from '../pet/pet.functions.js';
import { jurisdictionById, jurisdictionOrDefault } from '../jurisdiction/jurisdiction.functions.js';
import { etagMatches } from '../../http/file-routes.js';
import { rabiesProofs } from '../../db/schema/index.js';
import { pageUrl } from '../../http/public-origin.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import { sniffDocumentType } from '../../shared/uploads/image-type.js';
import { type PdfLimits, sanitisedPdfPath } from '../../shared/uploads/pdf-worker.js';
import { temporaryFileOf, type UploadedFile } from '../../shared/uploads/upload-file.js';
import { type Actor, type ActorCall, requireStaff } from '../../shared/use-case.js';
import { validationFailed } from '../../shared/validation-error.js';
import { recordAudit } from '../admin/audit.service.js';
import { enqueueEmail } from '../email/email.service.js';
import { consumeRateLimit, type RateLimitRule } from '../../shared/rate-limit/rate-limit.js';
import { activateLicensesAwaitingProof } from '../license/license.functions.js';
import {
  documentPath,
  proofDocumentPath,
  RABIES_PROOF_SUMMARY,
  type RabiesProofView,
  rabiesProofView,
} from './rabies-proof-view.js';

export type { RabiesProofView } from './rabies-proof-view.js';

/** Per account (decision 0220): a person uploads a few proofs; a script is stopped early. */
const PROOF_UPLOADS: RateLimitRule = { name: 'rabies-proof-upload', limit: 30, windowSeconds: 600 };

/**
 * Decisions 0220 and 0221: what a proof PDF may be, checked in the PDF worker before and while it is
 * rewritten into the sanitised copy that is stored and served.
 * - pages and objects (0220): a certificate is one or two pages; 50 admits a clinic's whole record;
 * - what its streams decode to: 32 MiB one stream (a letter page scanned at 300 dpi in colour, stored
 *   losslessly, is 25 MB), 128 MiB all of them together (16 times the 8 MiB a file may weigh); a
 *   "deflate bomb" is refused when the cap is reached, in milliseconds, before any parser reads it;
 * - 50 MP an image may declare (a letter page at 600 dpi is 34 MP; the photo limit, decision 0210);
 * - the copy at most twice the upload limit (it is written without object streams).
 */
const RABIES_PDF_LIMITS = {
  maxPages: RABIES_PDF_MAX_PAGES,
  maxObjects: 20_000,
  maxStreamBytes: 32 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
  maxImagePixels: 50_000_000,
  maxOutputBytes: 2 * RABIES_MAX_BYTES,
} as const satisfies PdfLimits;

/** The proof upload: the expiration date field and the file, received when the use case asks. */
export type ProofUpload = () => Promise<{ datePayload: string | null; file: UploadedFile }>;

/** The owner's jurisdiction (id and time zone), or the default one when they have none. */
async function ownerJurisdiction(db: DbOrTx, accountId: number) {
  const account = await accountById(db, accountId);
  const city = account ? await jurisdictionOrDefault(db, account.jurisdictionId) : null;
  if (!city) throw new AppError('INTERNAL');
  return { id: city.id, timezone: city.timezone, policy: city.licensePolicy };
}

/**
 * spec §3 rabies upload event's datePayload (YYYY-MM-DD), checked by spec §5's rule in the jurisdiction's
 * time zone: a field error on `datePayload` (the uploader's own messages) when it fails.
 */
function expiryOf(datePayload: string | null | undefined, options: RabiesExpiryOptions): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(datePayload?.trim() ?? '');
  const parts = match ? { year: match[1], month: match[2], day: match[3] } : null;
  const result = validateRabiesExpiry(parts, options);
  if (!result.value) {
    const issue = result.issues[0];
    throw validationFailed([
      { path: 'datePayload', message: encodeMessage(issue ?? msg('validation.dates.rabiesVaccineExpirMustBeFuture')) },
    ]);
  }
  return toIsoDate(result.value);
}

/**
 * What the file is and what is stored of it, as a file streamed into the database (copyRow): a PDF's
 * sanitised copy (decision 0221), or an image re-encoded to a JPEG (`jpegPath`), each written next to the
 * upload. The upload itself is never stored.
 */
async function storedDocument(services: AppServices, file: UploadedFile, jpegPath: string) {
  const type = sniffDocumentType(file.head);
  if (!type) throw new AppError('RABIES_FILE_INVALID_TYPE');
  if (type === 'application/pdf') {
    const { pageCount, byteSize } = await services.imageCodec.inspectPdf(file.path, RABIES_PDF_LIMITS);
    return { kind: 'pdf' as const, contentType: type, path: sanitisedPdfPath(file.path), byteSize, pageCount };
  }
  try {
    const { size } = await services.imageCodec.proofImageTo(file.path, type, jpegPath);
    return { kind: 'image' as const, contentType: 'image/jpeg', path: jpegPath, byteSize: size, pageCount: 1 };
  } catch (error) {
    if (error instanceof AppError && error.code === 'IMAGE_INCONVERTIBLE') throw new AppError('RABIES_FILE_UNREADABLE');
    throw error;
  }
}

/** rabies_proofs' columns a new proof sets (the rest take their defaults: id, status, created_at, …). */
const PROOF_COLUMNS = [
  'pet_id',
  'uploaded_by_account_id',
  'jurisdiction_id',
  'expiration_date',
  'kind',
  'content_type',
  'byte_size',
  'page_count',
  'bytes',
  'etag',
  'sanitized',
];

/**
 * Inserts the proof with COPY: the file goes to the database in pieces, hashed on the way; ten uploads
 * waiting for the pet's lock hold no bytes in memory (QUALITY.md P4).
 */
async function insertProof(
  tx: DbOrTx,
  row: { petId: number; accountId: number; jurisdictionId: number; expirationDate: string },
  document: Awaited<ReturnType<typeof storedDocument>>,
) {
  const hash = createHash('sha256');
  await copyRow(tx, 'rabies_proofs', PROOF_COLUMNS, [
    copyInt4(row.petId),
    copyInt4(row.accountId),
    copyInt4(row.jurisdictionId),
    copyDate(row.expirationDate),
    copyText(document.kind),
    copyText(document.contentType),
    copyInt4(document.byteSize),
    copyInt4(document.pageCount),
    { file: document.path, size: document.byteSize, onPiece: (piece) => hash.update(piece) },
    // after the bytes: their hash is complete by then
    () => copyText(hash.digest('hex')),
    // COPY's binary boolean: one byte. Both kinds are copies the portal wrote (decision 0221)
    Buffer.from([1]),
  ]);
  // COPY returns no rows: this session's last id of the table is the proof's
  const [inserted] = await tx
    .select(RABIES_PROOF_SUMMARY)
    .from(rabiesProofs)
    .where(eq(rabiesProofs.id, sql`currval(pg_get_serial_sequence('rabies_proofs', 'id'))`));
  return inserted;
}

/**
 * spec §2.14, §3 rabies upload event: stores a new PENDING proof for one of the caller's active pets.
 * The date is checked before the file is decoded; the file is typed by its bytes (JPEG, PNG, GIF, BMP,
 * WebP, TIFF, HEIC or PDF), an image re-encoded (decision 0220), a PDF rewritten into a sanitised copy
 * (decision 0221).
 */
export async function uploadRabiesProof(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: string; upload: ProofUpload }>,
): Promise<RabiesProofView> {
  const petId = await ownActivePetId(services.db, actor.accountId, input.petId);
  await consumeRateLimit(services, { input: { rule: PROOF_UPLOADS, subject: `account:${actor.accountId}` } });
  const city = await ownerJurisdiction(services.db, actor.accountId);
  const { datePayload, file } = await input.upload();
  let row: Awaited<ReturnType<typeof insertProof>>;
  const jpegPath = `${file.path}.jpg`;
  try {
    if (file.size > RABIES_MAX_BYTES) throw new AppError('RABIES_FILE_TOO_LARGE');
    const expirationDate = expiryOf(
      datePayload,
      rabiesExpiryOptions(city.policy, localDateIn(services.now(), city.timezone)),
    );
    const document = await storedDocument(services, file, jpegPath);
    row = await services.db.transaction(async (tx) => {
      await ownActivePet(tx, actor.accountId, petId, true);
      return insertProof(tx, { petId, accountId: actor.accountId, jurisdictionId: city.id, expirationDate }, document);
    });
  } finally {
    // the files are read until the proof is stored
    await Promise.all([
      file.dispose(),
      rm(jpegPath, { force: true }),
      rm(sanitisedPdfPath(file.path), { force: true }),
    ]);
  }
  if (!row) throw new AppError('INTERNAL');
  return rabiesProofView(row);
}

/** spec §4 Rabies uploader Remove: the pet's most recent proof is removed (kept on record, decision 0220). */
export async function removeRabiesProof(services: AppServices, { actor, input }: ActorCall<{ petId: string }>) {
  const petId = rowIdOf(input.petId);
  await services.db.transaction(async (tx) => {
    await ownPet(tx, actor.accountId, petId, true);
    await tx
      .update(rabiesProofs)
      .set({ removedAt: sql`now()` })
      .where(
        eq(
          rabiesProofs.id,
          sql`(select id from ${rabiesProofs} where ${rabiesProofs.petId} = ${petId} and ${rabiesProofs.removedAt} is null
            order by ${rabiesProofs.createdAt} desc, ${rabiesProofs.id} desc limit 1)`,
        ),
      );
  });
}

export type ProofDocument = { etag: string; contentType: string; kind: 'image' | 'pdf'; bytes: Buffer | null };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Decision 0221: a PDF stored before sanitised copies existed (or restored from a backup of then) is
 * sanitised the first time it is read, by the same worker and limits as an upload, and the copy replaces
 * it; the original is not kept. One the worker refuses for what it is (a bomb, unparseable) keeps its
 * record (status, dates, who decided) but loses its bytes — it cannot be shown safely — and is answered
 * RABIES_FILE_UNREADABLE from then on. A worker that stopped (its deadline on a loaded machine) or a full
 * queue leaves the row as it was, for the next read. Two first reads at once both sanitise; the first
 * update wins and the other changes nothing.
 */
async function sanitiseStoredPdf(services: AppServices, proofId: number): Promise<void> {
  const unsanitised = and(eq(rabiesProofs.id, proofId), eq(rabiesProofs.sanitized, false));
  const [row] = await services.db.select({ bytes: rabiesProofs.bytes }).from(rabiesProofs).where(unsanitised);
  if (!row) return;
  const file = await temporaryFileOf(row.bytes);
  const output = sanitisedPdfPath(file.path);
  try {
    let facts: Awaited<ReturnType<typeof services.imageCodec.inspectPdf>>;
    try {
      facts = await services.imageCodec.inspectPdf(file.path, RABIES_PDF_LIMITS);
    } catch (error) {
      const refused =
        error instanceof AppError &&
        error.code === 'RABIES_FILE_UNREADABLE' &&
        error.details?.reason !== 'worker stopped';
      if (refused)
        await services.db
          .update(rabiesProofs)
          .set({ bytes: Buffer.alloc(0), byteSize: 0, etag: sha256(Buffer.alloc(0)), sanitized: true })
          .where(unsanitised);
      throw error;
    }
    const bytes = await readFile(output);
    await services.db
      .update(rabiesProofs)
      .set({ bytes, byteSize: facts.byteSize, pageCount: facts.pageCount, etag: sha256(bytes), sanitized: true })
      .where(unsanitised);
  } finally {
    await Promise.all([file.dispose(), rm(output, { force: true })]);
  }
}

/**
 * A proof's bytes: by pet (its most recent proof; the owner, and the administrators of the owner's
 * jurisdiction or the proof's), or by proof id (the administrators of the proof's jurisdiction: the
 * queue's viewer). NOT_FOUND for anyone else. With `ifNoneMatch` equal to its ETag, no bytes are read.
 * Only a sanitised copy is ever answered (decision 0221): a PDF stored before is sanitised first, and one
 * that could not be is RABIES_FILE_UNREADABLE.
 */
export async function readRabiesProofDocument(
  services: AppServices,
  { actor, input }: ActorCall<{ petId?: string; proofId?: string; ifNoneMatch: string | undefined }>,
): Promise<ProofDocument> {
  const byPet = input.petId !== undefined;
  const id = rowIdOf(byPet ? input.petId : input.proofId);
  const mayRead =
    actor.role === 'ADMIN'
      ? byPet
        ? sql`(${petReadableBy(actor, rabiesProofs.petId)} or ${adminHasAccess(actor, rabiesProofs.jurisdictionId)})`
        : adminHasAccess(actor, rabiesProofs.jurisdictionId)
      : byPet
        ? petOwnedBy(rabiesProofs.petId, actor.accountId)
        : sql`false`;
  const find = async () => {
    const proofs = services.db
      .select({
        id: rabiesProofs.id,
        etag: rabiesProofs.etag,
        kind: rabiesProofs.kind,
        contentType: rabiesProofs.contentType,
        byteSize: rabiesProofs.byteSize,
        sanitized: rabiesProofs.sanitized,
      })
      .from(rabiesProofs)
      .$dynamic();
    const [found] = await withPetAndOwner(proofs, rabiesProofs)
      .where(and(byPet ? eq(rabiesProofs.petId, id) : eq(rabiesProofs.id, id), isNull(rabiesProofs.removedAt), mayRead))
      .orderBy(desc(rabiesProofs.createdAt), desc(rabiesProofs.id))
      .limit(1);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  };
  let found = await find();
  if (!found.sanitized && found.kind === 'pdf') {
    // never a 304 for the original's ETag: the browser's copy of it must not be shown again
    await sanitiseStoredPdf(services, found.id);
    found = await find();
    if (!found.sanitized) throw new AppError('RABIES_FILE_UNREADABLE');
  }
  if (found.byteSize === 0) throw new AppError('RABIES_FILE_UNREADABLE');
  const etag = `"${found.etag}"`;
  if (etagMatches(input.ifNoneMatch, etag))
    return { etag, contentType: found.contentType, kind: found.kind, bytes: null };
  const [row] = await services.db
    .select({ bytes: rabiesProofs.bytes })
    .from(rabiesProofs)
    .where(eq(rabiesProofs.id, found.id));
  if (!row) throw new AppError('NOT_FOUND');
  return { etag, contentType: found.contentType, kind: found.kind, bytes: row.bytes };
}

// ——— staff verification ———

export type QueuedProof = {
  id: number;
  petId: number;
  petName: string;
  species: string;
  breed: string | null;
  ownerName: string;
  ownerEmail: string;
  jurisdictionName: string;
  /** PENDING: the queue holds the proofs waiting for staff */
  status: string;
  uploadedAt: Date;
  expirationDate: string;
  kind: 'image' | 'pdf';
  pageCount: number;
  webPath: string;
};

export type ProofQueuePage = { items: QueuedProof[]; endCursor: string | null; hasNextPage: boolean };

const QUEUE_MAX_PAGE = 50;

/**
 * issue 16 Staff verification: the proofs waiting in the jurisdictions the administrator administers,
 * oldest first, `first` at a time (at most 50) after the cursor (a proof id).
 */
export async function rabiesProofQueue(
  services: AppServices,
  { actor, input }: ActorCall<{ first?: number | null; after?: string | null }>,
): Promise<ProofQueuePage> {
  requireStaff(actor);
  const first = Math.min(Math.max(Math.trunc(input.first ?? 20), 1), QUEUE_MAX_PAGE);
  const after = input.after ? rowIdOf(input.after) : null;
  const proofs = services.db
    .select({
      id: rabiesProofs.id,
      ...petAndOwnerColumns,
      ...recordJurisdictionColumns,
      status: rabiesProofs.status,
      uploadedAt: rabiesProofs.createdAt,
      expirationDate: rabiesProofs.expirationDate,
      kind: rabiesProofs.kind,
      pageCount: rabiesProofs.pageCount,
      etag: rabiesProofs.etag,
    })
    .from(rabiesProofs)
    .$dynamic();
  const rows = await withPetOwnerAndJurisdiction(proofs, rabiesProofs)
    .where(
      and(
        eq(rabiesProofs.status, 'PENDING'),
        isNull(rabiesProofs.removedAt),
        adminHasAccess(actor, rabiesProofs.jurisdictionId),
        after === null
          ? undefined
          : sql`(${rabiesProofs.createdAt}, ${rabiesProofs.id}) > (select created_at, id from ${rabiesProofs} where id = ${after})`,
      ),
    )
    .orderBy(asc(rabiesProofs.createdAt), asc(rabiesProofs.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  return {
    items: page.map((row) => ({
      id: row.id,
      petId: row.petId,
      petName: row.petName,
      species: row.species,
      breed: row.breed,
      ownerName: fullName(row),
      ownerEmail: row.ownerEmail,
      jurisdictionName: row.jurisdictionName,
      status: row.status,
      uploadedAt: row.uploadedAt,
      expirationDate: row.expirationDate,
      kind: row.kind,
      pageCount: row.pageCount,
      webPath: documentPath(proofDocumentPath(row.id), row),
    })),
    endCursor: page.length ? String(page.at(-1)?.id) : null,
    hasNextPage: rows.length > first,
  };
}

/** A proof the administrator may decide, locked, still PENDING (RABIES_PROOF_DECIDED otherwise). */
async function decidableProof(tx: DbOrTx, actor: Actor, proofId: unknown) {
  requireStaff(actor);
  const id = rowIdOf(proofId);
  const [proof] = await tx
    .select({
      id: rabiesProofs.id,
      petId: rabiesProofs.petId,
      status: rabiesProofs.status,
      jurisdictionId: rabiesProofs.jurisdictionId,
      expirationDate: rabiesProofs.expirationDate,
    })
    .from(rabiesProofs)
    .where(
      and(eq(rabiesProofs.id, id), isNull(rabiesProofs.removedAt), adminHasAccess(actor, rabiesProofs.jurisdictionId)),
    )
    .for('update');
  const [pet] = proof ? await petsByIds(tx, [proof.petId]) : [];
  if (!proof || !pet) throw new AppError('NOT_FOUND');
  if (proof.status !== 'PENDING') throw new AppError('RABIES_PROOF_DECIDED');
  return { ...proof, ownerAccountId: pet.accountId };
}

/** The owner of a proof's pet, to whom a decision is e-mailed, in their language. */
async function proofOwner(tx: DbOrTx, petId: number) {
  const [pet] = await petsByIds(tx, [petId]);
  const account = pet ? await accountById(tx, pet.accountId) : null;
  if (!pet || !account) return undefined;
  return { email: account.email, firstName: account.firstName, locale: account.locale, petName: pet.name };
}

/** The objects an audit entry of a decision names (issue 17). */
function auditedProof(proof: { id: number; petId: number; jurisdictionId: number | null; ownerAccountId: number }) {
  return {
    objectType: 'RABIES_PROOF' as const,
    objectId: proof.id,
    petId: proof.petId,
    ownerAccountId: proof.ownerAccountId,
    jurisdictionId: proof.jurisdictionId,
  };
}

async function decided(db: DbOrTx, proofId: number): Promise<RabiesProofView> {
  const [row] = await db.select(RABIES_PROOF_SUMMARY).from(rabiesProofs).where(eq(rabiesProofs.id, proofId));
  if (!row) throw new AppError('INTERNAL');
  return rabiesProofView(row);
}

/**
 * issue 16: an administrator of the proof's jurisdiction approves it, optionally correcting the
 * expiration date (spec §5's rule, in that jurisdiction's time zone); who and when are recorded, and the
 * pet's licences waiting for proof become ACTIVE in the same transaction.
 * Issue 38 D4 (decision 0704): with every item of the §2.14 checklist checked; otherwise only with a
 * reason (RABIES_CHECKLIST_INCOMPLETE without one), and the audit entry is then
 * RABIES_PROOF_APPROVED_WITHOUT_CHECKLIST with the items checked, those not, and the reason.
 */
export async function approveRabiesProof(
  services: AppServices,
  {
    actor,
    input,
  }: ActorCall<{
    proofId: string;
    expirationDate?: string | null;
    checked?: readonly string[] | null;
    withoutChecklistReason?: string | null;
    /** where the links of the owner's e-mail point: the request's (decision 0506) */
    origin: string;
  }>,
): Promise<RabiesProofView> {
  const outcome = rabiesProofApproval(input);
  return services.db.transaction(async (tx) => {
    // a proof out of reach (another jurisdiction's) or decided already says so, whatever was checked
    const proof = await decidableProof(tx, actor, input.proofId);
    if (!outcome.ok) {
      if (outcome.code === 'RABIES_CHECKLIST_INCOMPLETE') throw new AppError('RABIES_CHECKLIST_INCOMPLETE');
      throw validationFailed(
        outcome.issues.map((issue) => ({ path: issue.path.join('.'), message: encodeMessage(issue) })),
      );
    }
    const { approval } = outcome;
    let corrected: string | undefined;
    if (input.expirationDate) {
      const city = await jurisdictionById(tx, proof.jurisdictionId);
      const today = localDateIn(services.now(), city?.timezone ?? 'UTC');
      try {
        corrected = expiryOf(input.expirationDate, rabiesExpiryOptions(city?.licensePolicy, today));
      } catch (error) {
        const fields = error instanceof AppError ? (error.details?.fields as Array<{ message: string }>) : null;
        if (!fields?.[0]) throw error;
        throw validationFailed([{ path: 'expirationDate', message: fields[0].message }]);
      }
    }
    await tx
      .update(rabiesProofs)
      .set({
        status: 'APPROVED',
        decidedByAccountId: actor.accountId,
        decidedAt: sql`now()`,
        ...(corrected ? { expirationDate: corrected } : {}),
      })
      .where(eq(rabiesProofs.id, proof.id));
    const activated = await activateLicensesAwaitingProof(tx, proof.petId);
    const after = { status: 'APPROVED', expirationDate: corrected ?? proof.expirationDate };
    await recordAudit(withDb(services, tx), {
      actor,
      input: {
        ...auditedProof(proof),
        before: { status: 'PENDING', expirationDate: proof.expirationDate },
        ...(approval.checklist === 'COMPLETE'
          ? { action: 'RABIES_PROOF_APPROVED', after }
          : {
              action: 'RABIES_PROOF_APPROVED_WITHOUT_CHECKLIST',
              after: { ...after, checked: approval.checked, unchecked: approval.unchecked, reason: approval.reason },
            }),
      },
    });
    // D11 (decision 0506): the owner hears of it once, with the decision (a second approval is refused above)
    const owner = await proofOwner(tx, proof.petId);
    if (owner)
      await enqueueEmail(withDb(services, tx), {
        input: {
          to: owner.email,
          locale: owner.locale,
          template: 'rabies-proof-accepted',
          data: {
            firstName: owner.firstName,
            petName: owner.petName,
            proofExpires: corrected ?? proof.expirationDate,
            licenses: activated,
            myPetsUrl: pageUrl(input.origin, 'MyPets', owner.locale),
          },
        },
      });
    return decided(tx, proof.id);
  });
}

/**
 * issue 16: an administrator of the proof's jurisdiction rejects it with a listed reason
 * (RABIES_REJECTION_REASONS) or their own words (≤ 500 characters); the owner is e-mailed in their
 * language with a link to the pet, and can upload again. Licences stay PENDING_PROOF.
 */
export async function rejectRabiesProof(
  services: AppServices,
  { actor, input }: ActorCall<{ proofId: string; reason: string; origin: string }>,
): Promise<RabiesProofView> {
  const reason = rabiesRejectionReason(input.reason);
  if (!reason)
    throw validationFailed([
      {
        path: 'reason',
        message: encodeMessage(msg('validation.rabies.reasonRequired', { max: RABIES_REASON_MAX_LENGTH })),
      },
    ]);
  return services.db.transaction(async (tx) => {
    const proof = await decidableProof(tx, actor, input.proofId);
    await tx
      .update(rabiesProofs)
      .set({ status: 'REJECTED', rejectionReason: reason, decidedByAccountId: actor.accountId, decidedAt: sql`now()` })
      .where(eq(rabiesProofs.id, proof.id));
    await recordAudit(withDb(services, tx), {
      actor,
      input: {
        ...auditedProof(proof),
        action: 'RABIES_PROOF_REJECTED',
        before: { status: 'PENDING' },
        after: { status: 'REJECTED', rejectionReason: reason },
      },
    });
    const owner = await proofOwner(tx, proof.petId);
    if (owner)
      await enqueueEmail(withDb(services, tx), {
        input: {
          to: owner.email,
          locale: owner.locale,
          template: 'rabies-proof-rejected',
          data: {
            firstName: owner.firstName,
            petName: owner.petName,
            reason,
            // the staff request's origin, like every e-mail a request causes (D10, decision 0506)
            petUrl: pageUrl(input.origin, 'EditPet', owner.locale, { pet: String(proof.petId) }),
          },
        },
      });
    return decided(tx, proof.id);
  });
}
