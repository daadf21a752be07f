// issue 17 (decision 0701): the staff console's search and records. Every root field here is
// `authScopes: { admin: true }`; the use cases check each object against the administrator's
// jurisdictions (admin.sweep.int.test.ts walks them all as a visitor, an owner and another admin).
import { ADMIN_SEARCH_KINDS, COUNTER_PAYMENT_METHODS } from '../../../domain/admin/staff.rules.js';
import { orderReference } from '../../../domain/store/payment.rules.js';
import type { AuditLogRow, PetGuardianRow } from '../../db/schema/index.js';
import { builder } from '../../graphql-kit/builder.js';
import { byId, byIdWithForm } from '../../graphql-kit/field-args.js';
import { staffField } from '../../graphql-kit/root-fields.js';
import { linkOrigin } from '../../graphql-kit/context.js';
import { AddressRef } from '../../graphql-kit/types/address.js';
import { Money } from '../../graphql-kit/types/money.js';
import { PhoneInput, PhoneRef } from '../../graphql-kit/types/phone.js';
import { type AdminSearchGroup, type AdminSearchHit, adminSearch } from './admin-search.service.js';
import { EMAIL_DELIVERIES } from '../email/email.functions.js';
import { resendAccessCode, type StaffImportedRecord, staffImportedRecord } from './imported-records.service.js';
import {
  correctOwnerDetails,
  issueCounterLicense,
  revokeLicense,
  type StaffOwnerRecord,
  type StaffPetRecord,
  type StaffPetSummary,
  staffOwnerRecord,
  staffPetRecord,
} from './admin-records.service.js';
import type { StaffLicense, StaffProof } from './staff-standing.js';

const AdminSearchKindEnum = builder.enumType('AdminSearchKind', { values: ADMIN_SEARCH_KINDS });

const AdminSearchHitRef = builder.objectRef<AdminSearchHit>('AdminSearchHit').implement({
  fields: (t) => ({
    kind: t.field({ type: AdminSearchKindEnum, resolve: (hit) => hit.kind }),
    ownerId: t.id({ nullable: true, description: 'null for an imported record', resolve: (hit) => hit.ownerId }),
    recordId: t.id({
      nullable: true,
      description: 'an imported owner record not signed up yet (kind IMPORTED)',
      resolve: (hit) => hit.recordId,
    }),
    petId: t.id({ nullable: true, resolve: (hit) => hit.petId }),
    title: t.exposeString('title'),
    detail: t.exposeString('detail'),
    jurisdictionName: t.exposeString('jurisdictionName'),
    species: t.string({ nullable: true, description: 'a pet hit: DOG or CAT', resolve: (hit) => hit.species }),
    licenseStatus: t.string({
      nullable: true,
      description: "a licence hit: the licence's status as of today (PENDING_PROOF, ACTIVE, EXPIRED, REVOKED)",
      resolve: (hit) => hit.license?.status ?? null,
    }),
    license: t.field({
      type: StaffLicenseRef,
      nullable: true,
      description:
        "a licence hit: the licence; a pet hit: the pet's current licence (null: none) — with what the licence-and-proof state needs (decision 0505)",
      resolve: (hit) => hit.license,
    }),
    rabiesProof: t.field({
      type: StaffProofRef,
      nullable: true,
      description: `a licence or pet hit: the pet's proof — ${MOST_RECENT_PROOF}`,
      resolve: (hit) => hit.rabiesProof,
    }),
    rabiesProofRequired: t.boolean({
      nullable: true,
      description: `a licence or pet hit: ${PROOF_REQUIRED}; null for the other kinds`,
      resolve: (hit) => hit.rabiesProofRequired,
    }),
    orderNumber: t.int({ nullable: true, description: 'an order hit: its number', resolve: (hit) => hit.orderNumber }),
    placedOn: t.string({
      nullable: true,
      description: "an order hit: the day it was placed (YYYY-MM-DD), in its jurisdiction's time zone",
      resolve: (hit) => hit.placedOn,
    }),
  }),
});

const AdminSearchGroupRef = builder.objectRef<AdminSearchGroup>('AdminSearchGroup').implement({
  fields: (t) => ({
    kind: t.field({ type: AdminSearchKindEnum, resolve: (group) => group.kind }),
    offset: t.exposeInt('offset'),
    hits: t.field({ type: [AdminSearchHitRef], resolve: (group) => group.hits }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

type AuditChange = { field: string; before: string | null; after: string | null };

/** A value of an entry as text: phones as "M 2065550123", lists joined, objects as JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return value
      .map((item) =>
        item && typeof item === 'object' && 'number' in item
          ? `${(item as { type?: string }).type ?? ''} ${(item as { number: string }).number}`.trim()
          : asText(item),
      )
      .join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each field that an entry's before or after names, with both values as text. */
function changesOf(entry: AuditLogRow): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({
    field,
    before: asText(entry.before?.[field]),
    after: asText(entry.after?.[field]),
  }));
}

const AuditChangeRef = builder.objectRef<AuditChange>('AuditChange').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

const AuditEntryRef = builder.objectRef<AuditLogRow>('AuditEntry').implement({
  description: 'issue 17: one staff change — who, what, on which object, before and after, when',
  fields: (t) => ({
    id: t.exposeID('id'),
    actorName: t.exposeString('actorName'),
    action: t.exposeString('action', { description: 'one of AUDIT_ACTIONS (src/domain/admin/staff.rules.ts)' }),
    objectType: t.exposeString('objectType'),
    objectId: t.exposeString('objectId'),
    changes: t.field({ type: [AuditChangeRef], resolve: changesOf }),
    createdAt: t.string({ resolve: (entry) => entry.createdAt.toISOString() }),
  }),
});

const StaffLicenseRef = builder.objectRef<StaffLicense>('StaffLicense').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    tagNumber: t.exposeString('tagNumber', { nullable: true }),
    status: t.exposeString('status', { description: 'PENDING_PROOF, ACTIVE, EXPIRED or REVOKED, as of today' }),
    termStart: t.exposeString('termStart'),
    termEnd: t.exposeString('termEnd'),
    renewalState: t.exposeString('renewalState', {
      nullable: true,
      description: "NOT_YET, OPEN (renewal window), GRACE or LATE (late fee), by the jurisdiction's policy",
    }),
    current: t.exposeBoolean('current', {
      description: "the pet's current licence (the newest not revoked): the one its renewal calendar is about",
    }),
    petId: t.exposeID('petId'),
    petName: t.exposeString('petName'),
    jurisdictionName: t.exposeString('jurisdictionName'),
    revokedReason: t.exposeString('revokedReason', { nullable: true }),
    counterPaymentMethod: t.string({
      nullable: true,
      description: 'CASH or CHEQUE for a counter sale',
      resolve: (license) => license.counterPayment?.method ?? null,
    }),
  }),
});

const StaffGuardianRef = builder.objectRef<PetGuardianRow>('StaffPetGuardian').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (guardian) => `${guardian.firstName} ${guardian.lastName}`.trim() }),
    relationship: t.exposeString('relationship', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phones: t.field({ type: [PhoneRef], resolve: (guardian) => guardian.phones }),
  }),
});

const StaffProofRef = builder.objectRef<StaffProof>('StaffRabiesProof').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'PENDING, APPROVED or REJECTED' }),
    expirationDate: t.exposeString('expirationDate'),
    uploadedAt: t.string({ resolve: (proof) => proof.uploadedAt.toISOString() }),
    decidedAt: t.string({ nullable: true, resolve: (proof) => proof.decidedAt?.toISOString() ?? null }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
    removedAt: t.string({
      nullable: true,
      description: 'when the owner removed it (it no longer waits for staff); null: on file',
      resolve: (proof) => proof.removedAt?.toISOString() ?? null,
    }),
  }),
});

const MOST_RECENT_PROOF = 'the most recent rabies proof the owner has not removed (null: none on file)';
const PROOF_REQUIRED =
  'the owner\'s jurisdiction asks a rabies proof of the pet today, as `Pet.rabiesProofRequired` (false: "Not required", decision 0505)';

const StaffPetSummaryRef = builder.objectRef<StaffPetSummary>('StaffPetSummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    species: t.exposeString('species'),
    breed: t.string({ nullable: true, resolve: (pet) => (pet.breedKnown ? pet.breedName : null) }),
    active: t.boolean({ resolve: (pet) => pet.retiredAt === null }),
    mostRecentRabiesProof: t.field({
      type: StaffProofRef,
      nullable: true,
      description: MOST_RECENT_PROOF,
      resolve: (pet) => pet.rabiesProof,
    }),
    rabiesProofRequired: t.exposeBoolean('rabiesProofRequired', { description: PROOF_REQUIRED }),
  }),
});

type StaffOrder = StaffOwnerRecord['orders'][number];
const StaffOrderRef = builder.objectRef<StaffOrder>('StaffOrderSummary').implement({
  fields: (t) => ({
    number: t.string({ description: 'PP-000123', resolve: (order) => orderReference(order.number) }),
    placedAt: t.string({ resolve: (order) => order.placedAt.toISOString() }),
    total: t.field({ type: Money, resolve: (order) => ({ amountCents: order.totalCents, currency: order.currency }) }),
    status: t.exposeString('status'),
  }),
});

type StaffMove = StaffOwnerRecord['moves'][number];
const StaffMoveRef = builder.objectRef<StaffMove>('StaffJurisdictionMove').implement({
  fields: (t) => ({
    fromName: t.exposeString('fromName', { nullable: true }),
    toName: t.exposeString('toName'),
    movedAt: t.string({ resolve: (move) => move.movedAt.toISOString() }),
    movedBy: t.exposeString('movedBy', { description: 'OWNER or ADMIN' }),
  }),
});

/** D12: the words of the dev mailbox, which knows whether anything left the machine. */
const DELIVERY_DESCRIPTION = `${EMAIL_DELIVERIES.join(', ')}: KEPT_LOCALLY when no SMTP_URL let it leave the machine`;

type StaffEmail = StaffOwnerRecord['emails'][number];
const StaffEmailRef = builder.objectRef<StaffEmail>('StaffEmailSent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    template: t.exposeString('template'),
    subject: t.exposeString('subject'),
    status: t.exposeString('status', { description: 'QUEUED, SENT or FAILED' }),
    delivery: t.exposeString('delivery', { description: DELIVERY_DESCRIPTION }),
    createdAt: t.string({ resolve: (email) => email.createdAt.toISOString() }),
  }),
});

type StaffOwnerImport = NonNullable<StaffOwnerRecord['importedRecord']>;
const StaffOwnerImportRef = builder.objectRef<StaffOwnerImport>('StaffOwnerImport').implement({
  description: 'decision 0103: the imported record an owner signed up with, by access code',
  fields: (t) => ({
    id: t.exposeID('id'),
    externalRef: t.exposeString('externalRef', { nullable: true }),
    importedAt: t.string({ resolve: (record) => record.importedAt.toISOString() }),
  }),
});

const StaffOwnerRef = builder.objectRef<StaffOwnerRecord>('StaffOwner').implement({
  description: 'issue 17: an owner’s record as staff see it',
  fields: (t) => ({
    id: t.id({ resolve: (record) => record.account.id }),
    firstName: t.string({ resolve: (record) => record.account.firstName }),
    lastName: t.string({ resolve: (record) => record.account.lastName }),
    email: t.string({ resolve: (record) => record.account.email }),
    phones: t.field({ type: [PhoneRef], resolve: (record) => record.account.phones }),
    birthdate: t.string({ nullable: true, resolve: (record) => record.account.birthdate }),
    locale: t.string({ resolve: (record) => record.account.locale }),
    status: t.string({ description: 'ACTIVE or DEACTIVATED', resolve: (record) => record.account.status }),
    emailVerified: t.boolean({ resolve: (record) => record.account.emailVerifiedAt !== null }),
    createdAt: t.string({ resolve: (record) => record.account.createdAt.toISOString() }),
    jurisdictionId: t.id({ nullable: true, resolve: (record) => record.account.jurisdictionId }),
    jurisdictionName: t.exposeString('jurisdictionName'),
    address: t.field({ type: AddressRef, nullable: true, resolve: (record) => record.address }),
    mailingAddress: t.field({ type: AddressRef, nullable: true, resolve: (record) => record.mailingAddress }),
    guardians: t.field({ type: [StaffGuardianRef], resolve: (record) => record.guardians }),
    pets: t.field({ type: [StaffPetSummaryRef], resolve: (record) => record.pets }),
    licenses: t.field({ type: [StaffLicenseRef], resolve: (record) => record.licenses }),
    orders: t.field({ type: [StaffOrderRef], resolve: (record) => record.orders }),
    moves: t.field({ type: [StaffMoveRef], resolve: (record) => record.moves }),
    emails: t.field({ type: [StaffEmailRef], resolve: (record) => record.emails }),
    audit: t.field({ type: [AuditEntryRef], resolve: (record) => record.audit }),
    importedRecord: t.field({
      type: StaffOwnerImportRef,
      nullable: true,
      description:
        'the imported record the owner signed up with (its codes are spent); null: they signed up themselves',
      resolve: (record) => record.importedRecord,
    }),
  }),
});

const StaffPetRef = builder.objectRef<StaffPetRecord>('StaffPet').implement({
  description: 'issue 17: a pet’s record as staff see it',
  fields: (t) => ({
    id: t.id({ resolve: (record) => record.pet.id }),
    name: t.string({ resolve: (record) => record.pet.name }),
    species: t.string({ resolve: (record) => record.pet.species }),
    sex: t.string({ resolve: (record) => record.pet.sex }),
    birthday: t.string({ resolve: (record) => record.pet.birthday }),
    dobIsApproximate: t.boolean({
      description: 'the owner gave an approximate age: `birthday` is today minus that age, not a birth date they told',
      resolve: (record) => record.pet.dobIsApproximate,
    }),
    breed: t.string({ nullable: true, resolve: (record) => (record.pet.breedKnown ? record.pet.breedName : null) }),
    colors: t.stringList({ resolve: (record) => record.pet.colors }),
    neutered: t.boolean({ nullable: true, resolve: (record) => record.pet.neutered }),
    microchip: t.string({ nullable: true, resolve: (record) => record.pet.microchip }),
    active: t.boolean({ resolve: (record) => record.pet.retiredAt === null }),
    ownerId: t.id({ resolve: (record) => record.owner.id }),
    ownerName: t.string({ resolve: (record) => record.owner.name }),
    jurisdictionName: t.string({ resolve: (record) => record.owner.jurisdictionName }),
    licenses: t.field({ type: [StaffLicenseRef], resolve: (record) => record.licenses }),
    rabiesProofs: t.field({ type: [StaffProofRef], resolve: (record) => record.proofs }),
    mostRecentRabiesProof: t.field({
      type: StaffProofRef,
      nullable: true,
      description: MOST_RECENT_PROOF,
      resolve: (record) => record.rabiesProof,
    }),
    rabiesProofRequired: t.boolean({ description: PROOF_REQUIRED, resolve: (record) => record.rabiesProofRequired }),
    audit: t.field({ type: [AuditEntryRef], resolve: (record) => record.audit }),
  }),
});

staffField('query', 'adminSearch', {
  type: [AdminSearchGroupRef],
  description:
    'issue 17: one search box over owners (name, e-mail, phone), pets (name), licences (number, tag) and orders (number) of the administrator’s jurisdictions; every kind’s first page, or one kind’s page at `offset`. An empty query, or one over 200 characters, is a field error on `query`',
  args: builder.args((arg) => ({
    query: arg.string({ required: true }),
    kind: arg.field({ type: AdminSearchKindEnum }),
    offset: arg.int(),
  })),
  input: (args) => ({ query: args.query, kind: args.kind ?? null, offset: args.offset ?? null }),
  useCase: adminSearch,
});

staffField('query', 'adminOwner', {
  type: StaffOwnerRef,
  description: 'issue 17: an owner of the administrator’s jurisdictions (NOT_FOUND for any other)',
  ...byId('id', 'accountId'),
  useCase: staffOwnerRecord,
});

staffField('query', 'adminPet', {
  type: StaffPetRef,
  description: 'issue 17: a pet of an owner of the administrator’s jurisdictions (NOT_FOUND for any other)',
  ...byId('id', 'petId'),
  useCase: staffPetRecord,
});

const OwnerCorrectionInput = builder.inputType('AdminOwnerCorrectionInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phones: t.field({ type: [PhoneInput], required: true }),
  }),
});

staffField('mutation', 'adminCorrectOwnerDetails', {
  type: StaffOwnerRef,
  description:
    'issue 17: corrects an owner’s names and phones with the rules of the owner’s own form; audited (before and after)',
  ...byIdWithForm('accountId', 'details', OwnerCorrectionInput),
  useCase: correctOwnerDetails,
});

staffField('mutation', 'adminRevokeLicense', {
  type: StaffPetRef,
  description:
    'issue 17: revokes a licence with a reason (at most 500 characters); audited. LICENSE_ALREADY_REVOKED when it was',
  args: builder.args((arg) => ({ licenseId: arg.id({ required: true }), reason: arg.string({ required: true }) })),
  useCase: revokeLicense,
});

const CounterPaymentMethodEnum = builder.enumType('CounterPaymentMethod', { values: COUNTER_PAYMENT_METHODS });

const CounterSaleInput = builder.inputType('AdminCounterSaleInput', {
  fields: (t) => ({
    termYears: t.int({ required: true }),
    method: t.field({ type: CounterPaymentMethodEnum, required: true }),
    reference: t.string({ description: 'the cheque’s number (required for a cheque, at most 40 characters)' }),
  }),
});

staffField('mutation', 'adminIssueCounterLicense', {
  type: StaffPetRef,
  description:
    'issue 17: a licence sold at the counter, paid in cash or by cheque: the same quote and rules as online (the owner’s age, household limit, terms), recorded with the payment and audited',
  ...byIdWithForm('petId', 'sale', CounterSaleInput),
  useCase: issueCounterLicense,
});

type StaffAccessCode = StaffImportedRecord['codes'][number];
const StaffAccessCodeRef = builder.objectRef<StaffAccessCode>('StaffAccessCode').implement({
  description:
    'decision 0103: an access code issued for an imported record (only its dates: the code is stored hashed)',
  fields: (t) => ({
    issuedAt: t.string({ resolve: (code) => code.issuedAt.toISOString() }),
    expiresAt: t.string({ resolve: (code) => code.expiresAt.toISOString() }),
    usedAt: t.string({ nullable: true, resolve: (code) => code.usedAt?.toISOString() ?? null }),
    status: t.string({
      description: 'UNUSED, USED or EXPIRED, as of now',
      resolve: (code) => (code.usedAt ? 'USED' : code.expired ? 'EXPIRED' : 'UNUSED'),
    }),
  }),
});

type StaffImportedEmail = StaffImportedRecord['emails'][number];
const StaffImportedEmailRef = builder.objectRef<StaffImportedEmail>('StaffAccessCodeEmail').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.exposeString('subject'),
    status: t.exposeString('status', { description: 'QUEUED, SENT or FAILED' }),
    delivery: t.exposeString('delivery', { description: DELIVERY_DESCRIPTION }),
    createdAt: t.string({ resolve: (email) => email.createdAt.toISOString() }),
  }),
});

const StaffImportedRecordRef = builder.objectRef<StaffImportedRecord>('StaffImportedRecord').implement({
  description: 'issue 17 (decision 0103): an owner record staff imported, with its access codes',
  fields: (t) => ({
    id: t.id({ resolve: (record) => record.record.id }),
    externalRef: t.string({ nullable: true, resolve: (record) => record.record.externalRef }),
    firstName: t.string({ resolve: (record) => record.record.firstName }),
    lastName: t.string({ resolve: (record) => record.record.lastName }),
    email: t.string({ nullable: true, resolve: (record) => record.record.email }),
    phone: t.string({ nullable: true, resolve: (record) => record.record.phone }),
    importedAt: t.string({ resolve: (record) => record.record.createdAt.toISOString() }),
    jurisdictionName: t.exposeString('jurisdictionName'),
    locales: t.stringList({
      description: 'the languages an access-code e-mail can be written in',
      resolve: (record) => record.locales,
    }),
    signedUp: t.exposeBoolean('signedUp'),
    accountId: t.id({
      nullable: true,
      description: 'the owner who signed up with it, when the administrator administers them',
      resolve: (record) => record.accountId,
    }),
    codes: t.field({ type: [StaffAccessCodeRef], resolve: (record) => record.codes }),
    emails: t.field({ type: [StaffImportedEmailRef], resolve: (record) => record.emails }),
    audit: t.field({ type: [AuditEntryRef], resolve: (record) => record.audit }),
  }),
});

staffField('query', 'adminImportedRecord', {
  type: StaffImportedRecordRef,
  description: 'issue 17: an imported owner record of the administrator’s jurisdictions (NOT_FOUND for any other)',
  ...byId('ownerRecordId', 'recordId'),
  useCase: staffImportedRecord,
});

staffField('mutation', 'adminResendAccessCode', {
  type: StaffImportedRecordRef,
  description:
    'issue 17 (decision 0701): e-mails a fresh access code to an imported record not signed up yet, in `locale` (one of the jurisdiction’s); audited. ACCESS_CODE_USED once signed up, OWNER_RECORD_NO_EMAIL without an address, RATE_LIMITED past the address’s cap',
  args: builder.args((arg) => ({ ownerRecordId: arg.id({ required: true }), locale: arg.string({ required: true }) })),
  input: (args, context) => ({ recordId: args.ownerRecordId, locale: args.locale, origin: linkOrigin(context) }),
  useCase: resendAccessCode,
});
