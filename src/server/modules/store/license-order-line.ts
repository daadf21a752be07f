import type { LicenseLine } from '../../../domain/license/license-line.js';
import type { PetLicenseRow } from '../../db/schema/index.js';

/** A licence line as the order keeps it: the licence issued (number, tag, term, fee), or null for merchandise. */
export function licenseOnOrder(line: LicenseLine | null, issued: PetLicenseRow | undefined): LicenseLine | null {
  if (!line || !issued) return null;
  return {
    ...line,
    termStart: issued.termStart,
    termEnd: issued.termEnd,
    breakdown: issued.fee ?? line.breakdown,
    number: issued.number,
    tagNumber: issued.tagNumber ?? undefined,
  };
}
