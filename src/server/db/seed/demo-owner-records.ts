// Demo owner records as a jurisdiction's staff would import them (spec §2.6, §4 Access code;
// docs/decisions/0103-access-codes.md), with fixed access codes the demo and the e2e tests type in.
import { eq } from 'drizzle-orm';
import { issueAccessCode } from '../../modules/access-code/access-code.service.js';
import type { DbOrTx } from '../../modules/access-code/owner-record.service.js';
import { accessCodes, accounts, type JurisdictionRow, ownerRecords } from '../schema/index.js';
import { DEMO_OWNER_EMAIL } from './seed.js';

/** Completes the sign-up of Morgan Reedy (king-county-wa). */
export const DEMO_ACCESS_CODE_VALID = 'PAWS2-READY';
/** Already used: the demo owner's own record, linked to their account ("already signed up"). */
export const DEMO_ACCESS_CODE_USED = 'PAWS2-TAKEN';
/** A record without a code and without an account: "Fetch my record" e-mails a code here. */
export const DEMO_FETCH_RECORD_EMAIL = 'avery.lindqvist@pawport.example';
export const DEMO_VALID_RECORD_EMAIL = 'morgan.reedy@pawport.example';
/** Demo codes outlive the usual 30 days, so a demo database stays usable for a year. */
const DEMO_CODE_VALID_DAYS = 365;

/** Call after the demo accounts exist: the used code's record is linked to the demo owner. */
export async function seedDemoOwnerRecords(
  tx: DbOrTx,
  jurisdictionsBySlug: Map<string, JurisdictionRow>,
): Promise<void> {
  const kingCounty = jurisdictionsBySlug.get('king-county-wa');
  const toronto = jurisdictionsBySlug.get('toronto-on');
  if (!kingCounty || !toronto) return;
  const [demoOwner] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_OWNER_EMAIL))
    .limit(1);
  const inserted = await tx
    .insert(ownerRecords)
    .values([
      {
        jurisdictionId: kingCounty.id,
        externalRef: 'KC-DEMO-0001',
        firstName: 'Morgan',
        lastName: 'Reedy',
        email: DEMO_VALID_RECORD_EMAIL,
        phone: '2065550188',
        address: seattleAddress('1200', '3rd Ave', '98101'),
      },
      {
        jurisdictionId: kingCounty.id,
        externalRef: 'KC-DEMO-0002',
        firstName: 'Dana',
        lastName: 'Demo',
        email: DEMO_OWNER_EMAIL,
        phone: '2065550100',
        address: seattleAddress('400', 'Pine St', '98101'),
        accountId: demoOwner?.id ?? null,
      },
      {
        jurisdictionId: toronto.id,
        externalRef: 'TO-DEMO-0001',
        firstName: 'Avery',
        lastName: 'Lindqvist',
        email: DEMO_FETCH_RECORD_EMAIL,
        phone: '4165550142',
        address: {
          civic: '100',
          street: 'Queen St W',
          unit: null,
          cityName: 'Toronto',
          province: 'CA_ON',
          country: 'CA',
          postalCode: 'M5H 2N2',
        },
      },
    ])
    .returning({ id: ownerRecords.id });
  const [valid, used] = inserted;
  if (!valid || !used) return;
  await issueAccessCode(tx, valid.id, { code: DEMO_ACCESS_CODE_VALID, validDays: DEMO_CODE_VALID_DAYS });
  await issueAccessCode(tx, used.id, { code: DEMO_ACCESS_CODE_USED, validDays: DEMO_CODE_VALID_DAYS });
  await tx.update(accessCodes).set({ usedAt: new Date() }).where(eq(accessCodes.ownerRecordId, used.id));
}

function seattleAddress(civic: string, street: string, postalCode: string) {
  return { civic, street, unit: null, cityName: 'Seattle', province: 'US_WA', country: 'US', postalCode };
}
