// The jurisdictions every request needs, cached (AppServices.jurisdictions).
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type JurisdictionBoundaries,
  type JurisdictionBoundary,
  parseJurisdictionBoundaries,
} from '../../../domain/jurisdiction/boundary.rules.js';
import {
  type JurisdictionBoundaryRow,
  jurisdictionBoundaries,
  type JurisdictionRow,
  jurisdictions,
} from '../../db/schema/index.js';
import type { Config } from '../../env.js';
import type { CityHint, JurisdictionLookup } from '../../shared/jurisdiction-lookup.js';

export type { CityHint };

const CACHE_MS = 30_000;

/**
 * Jurisdictions change rarely and every request needs one: a short in-process cache that is
 * safe to lose (PRODUCT.md §3: process memory holds only such caches).
 */
export class JurisdictionDirectory implements JurisdictionLookup {
  private cache: { at: number; rows: JurisdictionRow[] } | undefined;
  private loading: Promise<JurisdictionRow[]> | undefined;
  private boundaryCache: { at: number; byJurisdiction: Map<number, JurisdictionBoundaries> } | undefined;

  constructor(
    private readonly db: DbOrTx,
    private readonly config: Pick<Config, 'HOST_CITY_MAP'>,
  ) {}

  async all(): Promise<JurisdictionRow[]> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.rows;
    this.loading ??= this.db
      .select()
      .from(jurisdictions)
      .orderBy(asc(jurisdictions.name))
      .then((rows) => {
        this.cache = { at: Date.now(), rows };
        return rows;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  invalidate(): void {
    this.cache = undefined;
    this.boundaryCache = undefined;
  }

  /**
   * Every jurisdiction's included and excluded boundaries (spec §3), parsed with the §8 checks: a row
   * that is not a boundary fails loudly here rather than matching nothing in silence.
   */
  async boundaries(): Promise<Map<number, JurisdictionBoundaries>> {
    if (this.boundaryCache && Date.now() - this.boundaryCache.at < CACHE_MS) return this.boundaryCache.byJurisdiction;
    const rows = await this.db.select().from(jurisdictionBoundaries).orderBy(asc(jurisdictionBoundaries.id));
    const grouped = new Map<number, { included: JurisdictionBoundary[]; excluded: JurisdictionBoundary[] }>();
    for (const row of rows) {
      const group = grouped.get(row.jurisdictionId) ?? { included: [], excluded: [] };
      (row.role === 'EXCLUDED' ? group.excluded : group.included).push(boundaryOf(row));
      grouped.set(row.jurisdictionId, group);
    }
    const byJurisdiction = new Map(
      [...grouped].map(([id, group]) => [
        id,
        parseJurisdictionBoundaries({ includedBoundaries: group.included, excludedBoundaries: group.excluded }),
      ]),
    );
    this.boundaryCache = { at: Date.now(), byJurisdiction };
    return byJurisdiction;
  }

  async byId(id: number): Promise<JurisdictionRow | undefined> {
    return (await this.all()).find((row) => row.id === id);
  }

  /** The jurisdiction a visitor chooses by its slug: not a retired one (decision 0308). */
  async bySlug(slug: string): Promise<JurisdictionRow | undefined> {
    return (await this.all()).find((row) => row.slug === slug && row.retiredAt === null);
  }

  /**
   * The current city: the logged-in owner's jurisdiction; else the host name's; else the slug
   * remembered from a `city` query parameter; else the default jurisdiction of the request locale's
   * country (decision 0021: `/fr_CA/` with nothing chosen is Toronto, not King County in French);
   * else the default jurisdiction. Only the owner's own may be a retired one (decision 0308).
   */
  async current(
    input: CityHint & { ownerJurisdictionId: number | null | undefined },
  ): Promise<JurisdictionRow | undefined> {
    const all = await this.all();
    if (input.ownerJurisdictionId) {
      const own = all.find((row) => row.id === input.ownerJurisdictionId);
      if (own) return own;
    }
    const rows = all.filter((row) => row.retiredAt === null);
    const hostName = input.host?.split(':')[0]?.toLowerCase();
    const hostSlug = hostName ? this.config.HOST_CITY_MAP.get(hostName) : undefined;
    const byHost = hostSlug ? rows.find((row) => row.slug === hostSlug) : undefined;
    if (byHost) return byHost;
    const remembered = input.rememberedSlug ? rows.find((row) => row.slug === input.rememberedSlug) : undefined;
    if (remembered) return remembered;
    const countryDefault = input.country
      ? rows.find((row) => row.isCountryDefault && row.country === input.country)
      : undefined;
    return countryDefault ?? rows.find((row) => row.isDefault) ?? rows[0];
  }
}

function boundaryOf(row: JurisdictionBoundaryRow): JurisdictionBoundary {
  return {
    name: row.name,
    externalSourceId: row.externalSourceId,
    externalSource: row.externalSource,
    externalSourceLayer: row.externalSourceLayer,
    fillColor: row.fillColor,
    strokeColor: row.strokeColor,
    jurisdictionId: row.jurisdictionId,
    geometry: row.geometry,
    ...(row.mapGeometry ? { mapGeometry: row.mapGeometry } : {}),
  };
}
