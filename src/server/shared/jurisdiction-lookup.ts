// What every module may ask of the cached jurisdictions (AppServices.jurisdictions). The jurisdiction
// module owns the table and implements it (modules/jurisdiction/jurisdiction-directory.ts); the services'
// type names only this face, so it stays below the modules and the GraphQL kit (docs/ARCHITECTURE.md).
import type { JurisdictionBoundaries } from '../../domain/jurisdiction/boundary.rules.js';
import type { CountryCode } from '../../domain/locale/locales.js';
import type { JurisdictionRow } from '../db/schema/index.js';

/**
 * What a request says about the visitor's city: its host name, the slug its cookie remembers, and the
 * country of the locale it is read in (`/fr_CA/…`), which picks the city when nothing else does
 * (decision 0021).
 */
export type CityHint = { host: string | undefined; rememberedSlug: string | undefined; country?: CountryCode };

export interface JurisdictionLookup {
  /** every jurisdiction, by name */
  all(): Promise<JurisdictionRow[]>;
  /** forgets the cache after a jurisdiction or its boundaries changed */
  invalidate(): void;
  /** every jurisdiction's included and excluded boundaries (spec §3), parsed with the §8 checks */
  boundaries(): Promise<Map<number, JurisdictionBoundaries>>;
  byId(id: number): Promise<JurisdictionRow | undefined>;
  bySlug(slug: string): Promise<JurisdictionRow | undefined>;
  /** the current city: the owner's, the host's, the remembered slug's, the locale country's default, the default */
  current(input: CityHint & { ownerJurisdictionId: number | null | undefined }): Promise<JurisdictionRow | undefined>;
}
