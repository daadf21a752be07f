// Use cases of jurisdictions (spec §3 City): the current city and the list of cities. Reads go through
// the cached directory (AppServices.jurisdictions).
import { jurisdictions, type JurisdictionRow } from '../../db/schema/index.js';
import type { AppServices } from '../../app-services.js';
import { AppError } from '../../shared/app-error.js';
import type { PublicCall } from '../../shared/use-case.js';
import type { CityHint } from './jurisdiction-directory.js';

export type { CityHint };

/**
 * The current city. A `slug` selects it for a visitor (`remember`: the slug to keep in the city cookie);
 * a logged-in owner always gets their own jurisdiction; otherwise the request's host or remembered city,
 * else the default.
 */
export async function currentCity(
  services: AppServices,
  { actor, input }: PublicCall<{ slug: string | null | undefined; hint: CityHint }>,
): Promise<{ city: JurisdictionRow | null; remember: string | null }> {
  const ownerJurisdictionId = actor?.jurisdictionId;
  let remember: string | null = null;
  if (input.slug) {
    const chosen = await services.jurisdictions.bySlug(input.slug);
    if (!chosen) throw new AppError('CITY_NOT_FOUND');
    remember = chosen.slug;
    if (!ownerJurisdictionId) return { city: chosen, remember };
  }
  const city = await services.jurisdictions.current({ ownerJurisdictionId, ...input.hint });
  return { city: city ?? null, remember };
}

/** Every jurisdiction, for the country switcher and jurisdiction choosers. */
export function listCities(services: AppServices): Promise<JurisdictionRow[]> {
  return services.jurisdictions.all();
}

/**
 * Adds jurisdictions (the demo seed; later the staff console) and drops the directory's cache. Inside a
 * transaction, a directory read before the commit would cache the old list for up to 30 s: the seed
 * reads none.
 */
export async function addJurisdictions(
  services: AppServices,
  { input }: PublicCall<ReadonlyArray<typeof jurisdictions.$inferInsert>>,
): Promise<JurisdictionRow[]> {
  const inserted = await services.db
    .insert(jurisdictions)
    .values([...input])
    .returning();
  services.jurisdictions.invalidate();
  return inserted;
}
