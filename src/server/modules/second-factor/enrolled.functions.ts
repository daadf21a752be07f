// Whether an account has a second factor, as a condition another module's query selects (decision 0114: the
// session check reads it in its one statement), and the demo's authenticator apps, confirmed at seed time
// with secrets the README publishes. The second-factor module owns the tables both read.
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { totpFactors, webauthnCredentials } from '../../db/schema/index.js';
import { encryptTotpSecret, type SecondFactorKey } from './second-factor-key.js';

/**
 * A condition on the account `accountId` (a column of the caller's query): it has a confirmed authenticator
 * app or a passkey — `hasSecondFactor` as a correlated subquery, so a caller reads it in its own statement.
 */
export function secondFactorEnrolledOf(accountId: AnyPgColumn): SQL<boolean> {
  // every name spelled with its table: inside a select list Drizzle writes a column without it, and
  // `account_id = account_id` would then compare the subquery's column with itself (true for everyone)
  const outer = sql`${sql.identifier(getTableName(accountId.table))}.${sql.identifier(accountId.name)}`;
  return sql<boolean>`(exists (select 1 from ${totpFactors} as app where app.account_id = ${outer} and app.confirmed_at is not null) or exists (select 1 from ${webauthnCredentials} as passkey where passkey.account_id = ${outer}))`;
}

/**
 * Demo data only (the seed, never a production path: production refuses demo data): the account's
 * authenticator app confirmed now with a given, published secret (base32), so a person trying the demo can
 * add it to an app. No recovery codes.
 */
export async function enrolTotpForDemo(
  db: DbOrTx,
  key: SecondFactorKey,
  { accountId, secret, now }: { accountId: number; secret: string; now: Date },
): Promise<void> {
  const values = {
    secretCiphertext: encryptTotpSecret(key, accountId, secret),
    confirmedAt: now,
    lastUsedStep: null,
    createdAt: now,
  };
  await db
    .insert(totpFactors)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: totpFactors.accountId, set: values });
}
