// Demo owner records as a jurisdiction's staff would import them (spec §2.6, §4 Access code;
// docs/decisions/0103-access-codes.md), with fixed access codes the demo and the e2e tests type in.
import type { AppServices } from '../app-services.js';
import { issueAccessCode } from '../modules/access-code/access-code.service.js';
import type { OwnerRow } from '../modules/access-code/owner-csv.js';
import { linkOwnerRecord } from '../modules/access-code/access-code.functions.js';
import { importOwnerRecords } from '../modules/access-code/owner-record.service.js';
import { DEMO_OWNER_EMAIL, streetAddress, washingtonAddress } from './demo-accounts.js';
import { TORONTO_CITY_HALL } from '../../domain/address/address.fixtures.js';

/** Completes the sign-up of Morgan Reedy (king-county-wa). */
export const DEMO_ACCESS_CODE_VALID = 'PAWS2-READY';
/** Already used: the demo owner's own record, linked to their account ("already signed up"). */
export const DEMO_ACCESS_CODE_USED = 'PAWS2-TAKEN';
/** A record without a code and without an account: "Fetch my record" e-mails a code here. */
export const DEMO_FETCH_RECORD_EMAIL = 'avery.lindqvist@pawport.example';
export const DEMO_VALID_RECORD_EMAIL = 'morgan.reedy@pawport.example';
/** Demo codes outlive the usual 30 days, so a demo database stays usable for a year. */
const DEMO_CODE_VALID_DAYS = 365;

const DEMO_RECORDS: OwnerRow[] = [
  {
    line: 1,
    jurisdictionSlug: 'king-county-wa',
    externalRef: 'KC-DEMO-0001',
    firstName: 'Morgan',
    lastName: 'Reedy',
    email: DEMO_VALID_RECORD_EMAIL,
    phone: '2065550188',
    address: washingtonAddress('1200', '3rd Ave', 'Seattle', '98101'),
  },
  {
    line: 2,
    jurisdictionSlug: 'king-county-wa',
    externalRef: 'KC-DEMO-0002',
    firstName: 'Dana',
    lastName: 'Demo',
    email: DEMO_OWNER_EMAIL,
    phone: '2065550100',
    address: washingtonAddress('400', 'Pine St', 'Seattle', '98101'),
  },
  {
    line: 3,
    jurisdictionSlug: 'toronto-on',
    externalRef: 'TO-DEMO-0001',
    firstName: 'Avery',
    lastName: 'Lindqvist',
    email: DEMO_FETCH_RECORD_EMAIL,
    phone: '4165550142',
    address: streetAddress(TORONTO_CITY_HALL),
  },
];

/** Call after the demo accounts exist: the used code's record is linked to the demo owner. */
export async function seedDemoOwnerRecords(services: AppServices, { demoOwnerId }: { demoOwnerId: number }) {
  const { imported } = await importOwnerRecords(services, { input: { rows: DEMO_RECORDS, issueCodes: false } });
  const recordOf = (line: number) => imported.find((record) => record.line === line)?.ownerRecordId;
  const valid = recordOf(1);
  const used = recordOf(2);
  if (valid === undefined || used === undefined) return;
  await issueAccessCode(services, {
    input: { ownerRecordId: valid, code: DEMO_ACCESS_CODE_VALID, validDays: DEMO_CODE_VALID_DAYS },
  });
  await issueAccessCode(services, {
    input: { ownerRecordId: used, code: DEMO_ACCESS_CODE_USED, validDays: DEMO_CODE_VALID_DAYS },
  });
  // as if the demo owner had signed up with it: the record is theirs and its code is spent
  await linkOwnerRecord(services.db, used, demoOwnerId);
}
