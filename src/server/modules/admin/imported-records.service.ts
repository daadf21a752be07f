// issue 17 (decisions 0103, 0701): owner records staff imported (owner_records) as the console shows
// them, and resending an access code from one. A record belongs to the jurisdiction it was imported
// into; another jurisdiction's record answers NOT_FOUND, like a missing one. Codes are stored only as
// their SHA-256, so "resend" always e-mails a fresh code (30 days); earlier codes keep working until
// they expire or the owner signs up (decision 0103: a code printed on a staff letter stays valid).
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { type AppServices, withDb } from '../../app-services.js';
import type { AuditLogRow, OwnerRecordRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall } from '../../shared/use-case.js';
import { validationFailed } from '../../shared/validation-error.js';
import { sendAccessCode } from '../access-code/access-code.service.js';
import {
  accessCodesOfRecord,
  administeredOwnerRecord,
  lockedOwnerRecord,
} from '../access-code/access-code.functions.js';
import { administeredAccount } from '../account/account.functions.js';
import {
  accessCodeEmailsSentTo,
  type EmailDelivery,
  emailDelivery,
  RecipientCapReached,
} from '../email/email.functions.js';
import { auditEntriesOf } from './audit.functions.js';
import { recordAudit } from './audit.service.js';

export type StaffImportedRecord = {
  record: OwnerRecordRow;
  jurisdictionName: string;
  /** the languages an access-code e-mail can be written in: the jurisdiction's */
  locales: LocaleCode[];
  /** whether the owner has signed up (then no code is sent: sign-up spent them all) */
  signedUp: boolean;
  /** the account the record was linked to at sign-up, when the administrator administers it */
  accountId: number | null;
  codes: Array<{ issuedAt: Date; expiresAt: Date; usedAt: Date | null; expired: boolean }>;
  /** `delivery`: kept locally, queued, sent or failed, as the dev mailbox says it (D12) */
  emails: Array<{ id: number; subject: string; status: string; delivery: EmailDelivery; createdAt: Date }>;
  audit: AuditLogRow[];
};

/** An imported owner record: what was imported, its access codes (never the codes themselves), e-mails, audit. */
export async function staffImportedRecord(
  services: AppServices,
  { actor, input }: ActorCall<{ recordId: unknown }>,
): Promise<StaffImportedRecord> {
  const record = await administeredOwnerRecord(services.db, actor, input.recordId);
  const [codes, emails, audit, linkedAccount] = await Promise.all([
    accessCodesOfRecord(services.db, record.id),
    record.email ? accessCodeEmailsSentTo(services.db, record.email) : Promise.resolve([]),
    auditEntriesOf(services.db, { ownerRecordId: record.id }),
    record.accountId === null ? Promise.resolve(null) : administeredAccount(services.db, actor, record.accountId),
  ]);
  const city = await services.jurisdictions.byId(record.jurisdictionId);
  return {
    record,
    jurisdictionName: city?.name ?? '',
    locales: city?.locales ?? [],
    signedUp: record.accountId !== null,
    accountId: linkedAccount?.id ?? null,
    codes,
    emails: emails.map(({ deliveredBy, ...email }) => ({
      ...email,
      delivery: emailDelivery({ ...email, deliveredBy }),
    })),
    audit,
  };
}

/**
 * Resends an access code (decision 0701): a fresh code, e-mailed to the record's address in `locale`
 * (one of the jurisdiction's languages: the clerk asks the owner), audited in the same transaction.
 * ACCESS_CODE_USED once the owner has signed up; OWNER_RECORD_NO_EMAIL when there is no address to
 * send to; RATE_LIMITED past the address's cap of access-code e-mails (nothing issued or sent).
 */
export async function resendAccessCode(
  services: AppServices,
  { actor, input }: ActorCall<{ recordId: unknown; locale: unknown; origin: string }>,
): Promise<StaffImportedRecord> {
  const found = await administeredOwnerRecord(services.db, actor, input.recordId);
  const city = await services.jurisdictions.byId(found.jurisdictionId);
  const locale = city?.locales.find((offered) => offered === input.locale);
  if (!locale) throw validationFailed([{ path: 'locale', message: 'validation.invalidValue' }]);
  try {
    await services.db.transaction(async (tx) => {
      // one resend at a time per record, and none after a sign-up that committed meanwhile
      const record = await lockedOwnerRecord(tx, found.id);
      if (!record) throw new AppError('NOT_FOUND');
      if (record.accountId !== null) throw new AppError('ACCESS_CODE_USED');
      if (!record.email) throw new AppError('OWNER_RECORD_NO_EMAIL');
      const inTx = withDb(services, tx);
      await sendAccessCode(inTx, {
        input: {
          ownerRecordId: record.id,
          to: record.email,
          firstName: record.firstName,
          locale,
          origin: input.origin,
        },
      });
      await recordAudit(inTx, {
        actor,
        input: {
          action: 'ACCESS_CODE_SENT',
          objectType: 'OWNER_RECORD',
          objectId: record.id,
          jurisdictionId: record.jurisdictionId,
          before: null,
          after: { email: record.email, language: locale },
        },
      });
    });
  } catch (error) {
    if (error instanceof RecipientCapReached) throw new AppError('RATE_LIMITED');
    throw error;
  }
  return staffImportedRecord(services, { actor, input: { recordId: found.id } });
}
