import { compareYmd, isAtLeastYearsAfter, parseIsoDate, toIsoDate, type Ymd } from '../dates/calendar.js';
import { type DatePartsInput, validateDateParts } from '../dates/date-parts.rules.js';
import { type FieldIssue, issueAt, type Message, msg } from '../shared/messages.js';

// spec §2.14, §4 Rabies uploader, §5 Rabies, §9 Rabies proof.

/** spec §5 / §9: the uploader's default maximum, 8192 (KB); help text "under 8MB". */
export const RABIES_MAX_KB = 8192;
export const RABIES_MAX_BYTES = RABIES_MAX_KB * 1024;
/** spec §5 / §9: the expiry must be less than 20 years ahead. */
export const RABIES_MAX_YEARS_AHEAD = 20;
/** spec §5: the accept list (the help text omits GIF; the accept list wins, it is what the picker offers). */
export const RABIES_ACCEPT_EXTENSIONS = [
  '.gif',
  '.png',
  '.jpg',
  '.jpeg',
  '.bmp',
  '.webp',
  '.tiff',
  '.tif',
  '.pdf',
  '.heic',
] as const;
/** The `accept` attribute of the file input. */
export const RABIES_ACCEPT = RABIES_ACCEPT_EXTENSIONS.join(',');

export type RabiesExpiryOptions = {
  /** today in the jurisdiction's timezone (see todayForJurisdiction) */
  today: Ymd;
  /** spec §5: past dates are accepted when the jurisdiction allows them */
  allowPastRabies?: boolean;
};

/**
 * The expiry rule's options for a jurisdiction (decision 0504): today in its time zone, and whether its
 * licence policy accepts past dates (spec §5 allowPastRabies; no policy: it does not).
 */
export function rabiesExpiryOptions(
  policy: { allowPastRabies?: boolean | null } | null | undefined,
  today: Ymd,
): RabiesExpiryOptions {
  return { today, allowPastRabies: policy?.allowPastRabies === true };
}

/**
 * spec §5 Rabies expiry date: required; after today (in the jurisdiction's timezone) unless
 * allowPastRabies; 20 or more years ahead gives twentyYears (even when past dates are allowed).
 */
export function validateRabiesExpiry(
  input: DatePartsInput | null | undefined,
  options: RabiesExpiryOptions,
): { value: Ymd | null; issues: FieldIssue[] } {
  const parsed = validateDateParts(input, { required: true });
  if (!parsed.value) return parsed;
  const date = parsed.value;
  if (!options.allowPastRabies && compareYmd(date, options.today) <= 0) {
    return { value: null, issues: [issueAt([], msg('validation.dates.rabiesVaccineExpirMustBeFuture'))] };
  }
  if (isAtLeastYearsAfter(date, options.today, RABIES_MAX_YEARS_AHEAD)) {
    return { value: null, issues: [issueAt([], msg('validation.dates.twentyYears'))] };
  }
  return { value: date, issues: [] };
}

/**
 * spec §5 Upload button: disabled when no date is entered, when the entered date is before today
 * in the jurisdiction's timezone, or while an upload is in progress — and (spec §5 "an invalid date
 * blocks upload", decision 1010) whenever the entered date is not valid by validateRabiesExpiry: today,
 * 20 or more years ahead, or an impossible date. A button left enabled on such a date took a file
 * and dropped it without a word (issue 38 D5). Where the policy accepts past dates (allowPastRabies),
 * a past date does not disable it: the date rule lets it through (decision 0504).
 */
export function isRabiesUploadDisabled(state: {
  expiry: DatePartsInput | null | undefined;
  today: Ymd;
  uploading: boolean;
  allowPastRabies?: boolean;
}): boolean {
  if (state.uploading) return true;
  const options = { today: state.today, ...(state.allowPastRabies ? { allowPastRabies: true } : {}) };
  return validateRabiesExpiry(state.expiry, options).value === null;
}

/**
 * spec §5: an invalid date blocks upload; with no date entered, the pet's existing rabiesExpireDate
 * is used. Returns the expiry to send as the upload's datePayload (YYYY-MM-DD), or the blocking issues.
 */
export function rabiesUploadDate(
  input: DatePartsInput | null | undefined,
  existingExpireDate: string | null | undefined,
  options: RabiesExpiryOptions,
): { datePayload: string } | { issues: FieldIssue[] } {
  const empty = [input?.day, input?.month, input?.year].every((part) => part == null || String(part).trim() === '');
  const existing = parseIsoDate(existingExpireDate);
  if (empty && existing) return { datePayload: toIsoDate(existing) };
  const result = validateRabiesExpiry(input, options);
  return result.value ? { datePayload: toIsoDate(result.value) } : { issues: result.issues };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** spec §5: the document-type rule (by the accept list) and the size rule (≤ 8192 KB). */
export function rabiesFileIssue(
  file: { name: string; size: number } | null | undefined,
  maxKb: number = RABIES_MAX_KB,
): Message | null {
  if (!file) return msg('validation.rabies.fileRequired');
  if (!(RABIES_ACCEPT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return msg('validation.rabies.invalidType');
  if (file.size > maxKb * 1024) return msg('validation.rabies.fileTooLarge');
  return null;
}

/** spec §3 Rabies proof: a PDF is detected by ".pdf" in the document path. */
export function isPdfPath(webPath: string | null | undefined): boolean {
  return !!webPath && webPath.toLowerCase().includes('.pdf');
}

/** spec §4 Rabies uploader: the PDF viewer page runs from 1 to the page count. */
export function clampPdfPage(page: number, pageCount: number): number {
  if (pageCount < 1 || !Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), pageCount);
}

/** spec §2.14: the paging toolbar appears only with more than one page. */
export function showPdfPaging(pageCount: number): boolean {
  return pageCount > 1;
}

/** spec §2.14: texts say "her" for a FEMALE pet and "his" otherwise. */
export function petPronoun(gender: string | null | undefined): 'her' | 'his' {
  return gender === 'FEMALE' ? 'her' : 'his';
}

/** spec §4: once an upload is attempted or has succeeded, the form is hidden and the proof can be removed. */
export function showRabiesForm(state: { attempted: boolean; succeeded: boolean }): boolean {
  return !state.attempted && !state.succeeded;
}

// ——— staff verification (issue 16, decision 0220) ———

/** A rabies proof's life: waiting for staff, then approved or rejected. */
export const RABIES_PROOF_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RabiesProofStatus = (typeof RABIES_PROOF_STATUSES)[number];

/** decision 0220: a PDF of more pages than this is not a vaccination certificate (refused at upload). */
export const RABIES_PDF_MAX_PAGES = 50;

/** decision 0220: the reasons a clerk picks from; anything else is typed (at most RABIES_REASON_MAX_LENGTH). */
export const RABIES_REJECTION_REASONS = [
  'ILLEGIBLE',
  'WRONG_PET',
  'EXPIRED',
  'NOT_RABIES',
  'MISSING_VET_SIGNATURE',
] as const;
export type RabiesRejectionReason = (typeof RABIES_REJECTION_REASONS)[number];
export const RABIES_REASON_MAX_LENGTH = 500;

export function isRabiesRejectionCode(reason: string): reason is RabiesRejectionReason {
  return (RABIES_REJECTION_REASONS as readonly string[]).includes(reason);
}

/**
 * A rejection reason as stored: one of the codes, or typed text (trimmed, 1–500 characters); null
 * when it is neither (the clerk is asked again).
 */
export function rabiesRejectionReason(input: string | null | undefined): string | null {
  const reason = (input ?? '').trim();
  if (reason.length === 0 || reason.length > RABIES_REASON_MAX_LENGTH) return null;
  return reason;
}

/** spec §2.14: what the owner and the clerk check on the document, in this order. */
export const RABIES_CHECKLIST = [
  'ownerName',
  'petName',
  'breed',
  'vaccineGiven',
  'date',
  'manufacturer',
  'lot',
  'givenDate',
  'vet',
] as const;
