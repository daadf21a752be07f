// Owner records imported by staff (spec §2.6, §4 Access code). Sign-up (account.service.ts) asks
// access-code.functions.ts hasUnlinkedOwnerRecord (§8 accountAlreadyExists) and links the record with
// its linkOwnerRecord, inside its own transaction.
import { and, inArray, isNotNull } from 'drizzle-orm';
import { type AppServices, withDb } from '../../app-services.js';
import { ownerRecords } from '../../db/schema/index.js';
import { jurisdictionSlugs } from '../jurisdiction/jurisdiction.functions.js';
import type { PublicCall } from '../../shared/use-case.js';
import { issueAccessCode } from './access-code.service.js';
import type { OwnerRow, RowError } from './owner-csv.js';

export type ImportedOwner = {
  line: number;
  ownerRecordId: number;
  name: string;
  email: string | null;
  code: string | null;
};

/**
 * Imports rows checked by parseOwnerCsv in one transaction, each with a fresh access code unless told
 * otherwise. A row is refused when its jurisdiction does not exist or its external_ref is already on
 * file in that jurisdiction (so importing a file twice adds nothing).
 */
export async function importOwnerRecords(
  services: AppServices,
  { input: { rows, issueCodes } }: PublicCall<{ rows: readonly OwnerRow[]; issueCodes: boolean }>,
): Promise<{ imported: ImportedOwner[]; errors: RowError[] }> {
  return services.db.transaction(async (tx) => {
    const known = await jurisdictionSlugs(tx);
    const idBySlug = new Map(known.map((row) => [row.slug, row.id]));
    const jurisdictionIds = [...new Set(rows.map((row) => idBySlug.get(row.jurisdictionSlug)))].filter(
      (id): id is number => id !== undefined,
    );
    const onFile =
      jurisdictionIds.length === 0
        ? []
        : await tx
            .select({ jurisdictionId: ownerRecords.jurisdictionId, externalRef: ownerRecords.externalRef })
            .from(ownerRecords)
            .where(and(inArray(ownerRecords.jurisdictionId, jurisdictionIds), isNotNull(ownerRecords.externalRef)));
    const seen = new Set(onFile.map((row) => `${row.jurisdictionId}:${row.externalRef}`));
    const imported: ImportedOwner[] = [];
    const errors: RowError[] = [];
    for (const row of rows) {
      const jurisdictionId = idBySlug.get(row.jurisdictionSlug);
      if (jurisdictionId === undefined) {
        errors.push({
          line: row.line,
          column: 'jurisdiction_slug',
          problem: `no jurisdiction "${row.jurisdictionSlug}"`,
        });
        continue;
      }
      if (row.externalRef) {
        const key = `${jurisdictionId}:${row.externalRef}`;
        if (seen.has(key)) {
          errors.push({ line: row.line, column: 'external_ref', problem: `"${row.externalRef}" is already on file` });
          continue;
        }
        seen.add(key);
      }
      const [inserted] = await tx
        .insert(ownerRecords)
        .values({
          jurisdictionId,
          externalRef: row.externalRef,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          address: row.address,
        })
        .returning({ id: ownerRecords.id });
      if (!inserted) throw new Error('owner_records insert returned no row');
      const code = issueCodes
        ? await issueAccessCode(withDb(services, tx), { input: { ownerRecordId: inserted.id } })
        : null;
      imported.push({
        line: row.line,
        ownerRecordId: inserted.id,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        code,
      });
    }
    return { imported, errors };
  });
}
