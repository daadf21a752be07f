// Test support, never a production path (decision 0504): what the development seams of
// license-dev.routes.ts do — they answer 404 in production — kept out of the licence's use cases.
// Each acts on one of the caller's own pets only; another owner's pet is not found.
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { addDays, addMonths, toIsoDate } from '../../../domain/dates/calendar.js';
import { todayForJurisdiction } from '../../../domain/jurisdiction/jurisdiction-day.rules.js';
import type { AppServices } from '../../app-services.js';
import { type PetLicenseRow, petLicenses } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import type { ActorCall } from '../../shared/use-case.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { jurisdictionById } from '../jurisdiction/jurisdiction.functions.js';
import { petOfOwner, verifyServiceAnimal } from '../pet/pet.functions.js';
import { currentLicenseOf } from './license.functions.js';

const TERM_END_IN_DAYS = z.coerce.number().int().min(-3660).max(3660);

/**
 * Moves the term of the current licence of one of the caller's pets (`currentLicenseOf`) so that it ends
 * `termEndInDays` from today in the licence's jurisdiction's time zone (negative: it has expired), its
 * start the same number of years before. Another owner's pet, or a pet without a licence, is not found.
 */
export async function moveLicenseTermForTesting(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown; termEndInDays: unknown }>,
): Promise<PetLicenseRow> {
  const days = parseOrThrow(TERM_END_IN_DAYS, input.termEndInDays);
  const pet = await petOfOwner(services.db, actor.accountId, rowIdOf(input.petId));
  const license = pet ? await currentLicenseOf(services.db, pet.id) : null;
  const city = license ? await jurisdictionById(services.db, license.jurisdictionId) : null;
  if (!license || !city) throw new AppError('NOT_FOUND');
  const termEnd = addDays(todayForJurisdiction(services.now(), city.timezone), days);
  const [row] = await services.db
    .update(petLicenses)
    .set({
      termEnd: toIsoDate(termEnd),
      termStart: toIsoDate(addMonths(termEnd, -12 * license.termYears)),
    })
    .where(eq(petLicenses.id, license.id))
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/**
 * Marks one of the caller's pets a service animal verified by staff (PRODUCT.md §4's exemption; the staff
 * console will set it for real).
 */
export function verifyServiceAnimalForTesting(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown }>,
): Promise<{ petId: number }> {
  return verifyServiceAnimal(services.db, {
    accountId: actor.accountId,
    petId: rowIdOf(input.petId),
    at: services.now(),
  });
}
