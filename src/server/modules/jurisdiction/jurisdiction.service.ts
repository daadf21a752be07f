// Use cases of jurisdictions (spec §3 City): the current city and the list of cities. Reads go through
// the cached directory (AppServices.jurisdictions).
import { addressSchema } from '../../../domain/address/address.schemas.js';
import type { Address } from '../../../domain/address/address.rules.js';
import {
  type GeocodedPlace,
  type JurisdictionOffer,
  jurisdictionContains,
  selectJurisdiction,
} from '../../../domain/jurisdiction/boundary.rules.js';
import { parseBoundaryLayer } from '../../../domain/jurisdiction/map.rules.js';
import { eq, sql } from 'drizzle-orm';
import { type UpdateInfoContent, updateInfoContentSchema } from '../../../domain/jurisdiction/info-content.schemas.js';
import type { FaqGroup, InfoPageContent } from '../../../domain/jurisdiction/jurisdiction.js';
import { contentLocalesOfCountry } from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import { jurisdictionBoundaries, jurisdictions, type JurisdictionRow } from '../../db/schema/index.js';
import { EMBEDDED_MAPS_SOURCE, featureBoundary } from '../../integrations/maps/feature-layers.js';
import { MapsProviderError } from '../../integrations/maps/maps-provider.js';
import type { AppServices } from '../../app-services.js';
import { AppError } from '../../shared/app-error.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import { type Actor, type ActorCall, type PublicCall, requireStaff } from '../../shared/use-case.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { administeredJurisdictionIds } from '../account/account.functions.js';
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

/** Every jurisdiction offered, for the country switcher and jurisdiction choosers: none retired (decision 0308). */
export async function listCities(services: AppServices): Promise<JurisdictionRow[]> {
  return (await services.jurisdictions.all()).filter((row) => row.retiredAt === null);
}

/**
 * Adds jurisdictions (the demo seed; the operator's console adds one through jurisdiction-admin.functions) and drops the directory's cache. Inside a
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

/** What the suggestions chooser shows for a home address (spec §2.11, §4 automatic selection). */
export type JurisdictionSuggestions = {
  /** where the maps service placed the home; null when it could not */
  place: GeocodedPlace | null;
  /** the licensing jurisdictions that contain the home; the country's licensing ones when none does */
  suggested: JurisdictionRow[];
  /** true when `suggested` contains the home; false when none does and the country's are offered */
  matched: boolean;
  /** the one jurisdiction that contains the home, when exactly one does (it is chosen for the owner) */
  autoSelected: JurisdictionRow | null;
  /** the country's non-licensing jurisdiction ("None of the above"), when it has one */
  fallback: JurisdictionRow | null;
  /** spec §3, §6 adminHasAccess: for an administrator, whether they administer the jurisdiction; true for anyone else */
  adminHasAccess: (jurisdictionId: number) => boolean;
};

/** The jurisdictions an administrator administers; null for anyone else (who may choose any). */
async function administeredIds(services: AppServices, actor: Actor | null | undefined): Promise<Set<number> | null> {
  if (actor?.role !== 'ADMIN') return null;
  return new Set(await administeredJurisdictionIds(services.db, actor.accountId));
}

function maps(services: AppServices, error: unknown): never {
  if (error instanceof MapsProviderError) {
    services.log.warn({ code: error.code, detail: error.detail }, 'maps provider failed');
    throw new AppError('INTERNAL', { service: 'maps' });
  }
  throw error;
}

/**
 * spec §4 Jurisdiction move, automatic selection: the licensing jurisdictions whose boundaries contain
 * the home (decision 0302). Exactly one → `autoSelected`; none or several → the owner chooses, with
 * the country's non-licensing jurisdiction as the fallback option.
 */
export async function suggestJurisdictions(
  services: AppServices,
  { actor, input }: PublicCall<{ address: unknown }>,
): Promise<JurisdictionSuggestions> {
  const address = parseOrThrow(addressSchema, input.address);
  const [administered, place] = await Promise.all([
    administeredIds(services, actor),
    services.mapsProvider.geocode(address).catch((error: unknown) => maps(services, error)),
  ]);
  return {
    ...(await suggestionsAt(services, address.country, place)),
    adminHasAccess: (id) => administered?.has(id) ?? true,
  };
}

async function suggestionsAt(
  services: AppServices,
  country: string,
  place: GeocodedPlace | null,
): Promise<Omit<JurisdictionSuggestions, 'adminHasAccess'>> {
  const [rows, boundaries] = await Promise.all([services.jurisdictions.all(), services.jurisdictions.boundaries()]);
  // a retired jurisdiction is offered to no one new (decision 0308)
  const ofCountry = rows.filter((row) => row.country === country && row.retiredAt === null);
  const licensing = ofCountry.filter((row) => !row.noLicensing);
  const containing = place
    ? licensing.filter((row) => {
        const own = boundaries.get(row.id);
        return own !== undefined && jurisdictionContains(own, place);
      })
    : [];
  const selection = selectJurisdiction(containing.map((row) => row.id));
  return {
    place,
    suggested: containing.length > 0 ? containing : licensing,
    matched: containing.length > 0,
    autoSelected:
      selection.kind === 'chosen' ? (containing.find((row) => row.id === selection.jurisdictionId) ?? null) : null,
    fallback: ofCountry.find((row) => row.noLicensing) ?? null,
  };
}

/**
 * What the chooser offers for an address already parsed (sign-up, My Details): the ids that contain it
 * and every id offered. A maps service that fails counts as one that cannot place the home: the owner
 * then chooses among the country's jurisdictions rather than being stopped.
 */
export async function jurisdictionOffer(
  services: AppServices,
  { input: address }: PublicCall<Address>,
): Promise<JurisdictionOffer & { rows: JurisdictionRow[] }> {
  const place = await services.mapsProvider.geocode(address).catch((error: unknown) => {
    services.log.warn({ err: error }, 'maps provider failed: the owner chooses');
    return null;
  });
  const suggestions = await suggestionsAt(services, address.country, place);
  const offered = [...suggestions.suggested, ...(suggestions.fallback ? [suggestions.fallback] : [])];
  return {
    containingIds: suggestions.matched ? suggestions.suggested.map((row) => row.id) : [],
    offeredIds: offered.map((row) => row.id),
    rows: offered,
  };
}

/** One boundary to add: a place id in a feature layer of the embedded maps service (spec §3, §7.3). */
export type NewBoundary = {
  jurisdictionId: number;
  role: 'INCLUDED' | 'EXCLUDED';
  externalSourceLayer: string;
  externalSourceId: string;
  /** the boundary's name; the feature's own name when left out */
  name?: string;
  fillColor?: string | null;
  strokeColor?: string | null;
};

/**
 * Adds boundaries (the demo seed; later the staff console), resolving each place id to its geometry.
 * spec §8: an unknown layer is "Invalid externalSourceLayer: {layer}", a layer the maps service has not
 * "Feature layer {layer} wasn't found"; an id the layer does not hold is NOT_FOUND. Nothing is written
 * unless every boundary resolves.
 */
export async function addJurisdictionBoundaries(
  services: AppServices,
  { input }: PublicCall<ReadonlyArray<NewBoundary>>,
): Promise<void> {
  const values = input.map((boundary) => {
    const layer = parseBoundaryLayer(boundary.externalSourceLayer);
    const feature = featureBoundary(layer, boundary.externalSourceId);
    if (!feature) throw new AppError('NOT_FOUND', { layer, externalSourceId: boundary.externalSourceId });
    return {
      jurisdictionId: boundary.jurisdictionId,
      role: boundary.role,
      name: boundary.name ?? feature.name,
      externalSource: EMBEDDED_MAPS_SOURCE,
      externalSourceId: boundary.externalSourceId,
      externalSourceLayer: layer,
      fillColor: boundary.fillColor ?? null,
      strokeColor: boundary.strokeColor ?? null,
      geometry: feature.geometry,
    };
  });
  if (values.length > 0) await services.db.insert(jurisdictionBoundaries).values(values);
  services.jurisdictions.invalidate();
}

/**
 * What a change of information content writes (decision 0601): one information page, or the FAQ, of one
 * locale, sanitised, merged into the jurisdiction's current `row`. Writes nothing: updateInfoContent
 * and the staff console's settings saves (which check their version in the same update) write it.
 */
export async function infoContentValues(
  // biome-ignore lint/correctness/noUnusedFunctionParameters: the use-case shape (decision 0011)
  services: AppServices,
  { input: { row, change } }: ActorCall<{ row: JurisdictionRow; change: UpdateInfoContent }>,
): Promise<Pick<Partial<typeof jurisdictions.$inferInsert>, 'infoPages' | 'faq'>> {
  const values: Pick<Partial<typeof jurisdictions.$inferInsert>, 'infoPages' | 'faq'> = {};
  if (change.page) {
    const content: InfoPageContent = { title: change.page.title, html: sanitizeHtml(change.page.html) };
    if (change.page.linkTitle) content.linkTitle = change.page.linkTitle;
    values.infoPages = {
      ...row.infoPages,
      [change.page.key]: { ...row.infoPages[change.page.key], [change.locale]: content },
    };
  }
  if (change.faq) {
    const groups: FaqGroup[] = change.faq.map((group) => ({
      group: group.group,
      items: group.items.map((item) => ({ id: item.id, question: item.question, answer: sanitizeHtml(item.answer) })),
    }));
    values.faq = { ...row.faq, [change.locale]: groups };
  }
  return values;
}

/**
 * The change of information content `input` as parsed, for a jurisdiction the administrator
 * administers: FORBIDDEN for anyone else, NOT_FOUND for a jurisdiction they do not administer, a field
 * error unless exactly one of `page` and `faq` is given.
 */
export async function parseInfoContentChange(
  services: AppServices,
  { actor, input }: ActorCall<unknown>,
): Promise<UpdateInfoContent> {
  requireStaff(actor);
  const change = parseOrThrow(updateInfoContentSchema, input);
  const administered = await administeredIds(services, actor);
  const city = await services.jurisdictions.byId(change.jurisdictionId);
  if (!city || !administered?.has(city.id)) throw new AppError('NOT_FOUND');
  if (!change.page === !change.faq) throw new AppError('VALIDATION_FAILED', { field: 'page' });
  // content in a language of the jurisdiction's country only (a US city has no fr_CA page to show)
  if (!contentLocalesOfCountry(city.country).includes(change.locale))
    throw new AppError('VALIDATION_FAILED', { field: 'locale' });
  return change;
}

/**
 * issue 20 (decision 0601): an administrator of the jurisdiction changes one information page in one
 * locale, or the FAQ in one locale (the staff console's settings screen saves through
 * infoContentValues with its version check). HTML is sanitised here, on save (and again when served).
 * Anyone but an administrator is FORBIDDEN; a jurisdiction the administrator does not administer is
 * NOT_FOUND, as if there were none. The settings version is raised, so a console editor who read the
 * jurisdiction before this change is told theirs is stale.
 */
export async function updateInfoContent(
  services: AppServices,
  { actor, input }: ActorCall<unknown>,
): Promise<JurisdictionRow> {
  const change = await parseInfoContentChange(services, { actor, input });
  const updated = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jurisdictions)
      .where(eq(jurisdictions.id, change.jurisdictionId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const values = await infoContentValues(services, { actor, input: { row, change } });
    const [saved] = await tx
      .update(jurisdictions)
      .set({ ...values, settingsVersion: sql`${jurisdictions.settingsVersion} + 1` })
      .where(eq(jurisdictions.id, row.id))
      .returning();
    return saved;
  });
  services.jurisdictions.invalidate();
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}
