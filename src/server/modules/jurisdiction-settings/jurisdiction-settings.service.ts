// issue 17 Jurisdiction settings (decision 0702): an administrator reads and changes the jurisdictions
// they administer — display flags, link titles, locales, support phone, merchandise tax, licence policy,
// move terms, information pages (through the jurisdiction module's updateInfoContent). Each change is
// checked by the domain's schema, refused when stale (settings_version), audited, and live at once (the
// jurisdiction directory's cache is dropped).
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  jurisdictionSettingsSchema,
  licensePolicyOf,
  localesOfCountry,
  moveTermsOf,
  moveTermsSchema,
} from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import { LOCALES } from '../../../domain/locale/locales.js';
import { type AppServices, withDb } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { adminHasAccess } from '../../db/admin-access.js';
import { type JurisdictionRow, jurisdictions } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { parseRowId } from '../../shared/row-id.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import { type Actor, type ActorCall, requireStaff } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { recordStaffChange } from '../admin-orders/staff-change.service.js';
import { updateInfoContent } from '../jurisdiction/jurisdiction.service.js';

const administers = (actor: Actor) => adminHasAccess(actor, jurisdictions.id);

/** The jurisdictions the administrator administers, by name (the settings screen's chooser). */
export async function administeredJurisdictions(
  services: AppServices,
  { actor }: ActorCall,
): Promise<JurisdictionRow[]> {
  requireStaff(actor);
  return services.db.select().from(jurisdictions).where(administers(actor)).orderBy(asc(jurisdictions.name));
}

async function administered(db: DbOrTx, actor: Actor, id: unknown, forUpdate = false): Promise<JurisdictionRow> {
  requireStaff(actor);
  const value = parseRowId(id);
  if (value === null) throw new AppError('NOT_FOUND');
  const query = db
    .select()
    .from(jurisdictions)
    .where(and(eq(jurisdictions.id, value), administers(actor)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One jurisdiction's settings, with the version an edit must send back. */
export async function jurisdictionSettings(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: unknown }>,
): Promise<JurisdictionRow> {
  return administered(services.db, actor, input.jurisdictionId);
}

const versionSchema = z.number().int().min(1);

/** Locks the jurisdiction, refuses a stale edit, runs `change`, raises the version, audits, drops the cache. */
async function changeSettings(
  services: AppServices,
  actor: Actor,
  input: { jurisdictionId: unknown; version: unknown },
  action: string,
  change: (
    row: JurisdictionRow,
  ) => Partial<typeof jurisdictions.$inferInsert> | Promise<Partial<typeof jurisdictions.$inferInsert>>,
): Promise<JurisdictionRow> {
  const version = versionSchema.safeParse(input.version);
  const saved = await services.db.transaction(async (tx) => {
    const row = await administered(tx, actor, input.jurisdictionId, true);
    if (!version.success || version.data !== row.settingsVersion) throw new AppError('STALE_EDIT');
    const values = await change(row);
    const [updated] = await tx
      .update(jurisdictions)
      .set({ ...values, settingsVersion: row.settingsVersion + 1 })
      .where(eq(jurisdictions.id, row.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    const before = Object.fromEntries(Object.keys(values).map((key) => [key, row[key as keyof JurisdictionRow]]));
    await recordStaffChange(withDb(services, tx), {
      actor,
      input: {
        jurisdictionId: row.id,
        objectKind: 'JURISDICTION_SETTINGS',
        objectId: String(row.id),
        action,
        before,
        after: values,
      },
    });
    return updated;
  });
  services.jurisdictions.invalidate();
  return saved;
}

/** issue 17: the flags, link titles, locales, phone, tax and licence policy, all at once. */
export async function updateJurisdictionSettings(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: unknown; version: unknown; settings: unknown }>,
): Promise<JurisdictionRow> {
  requireStaff(actor);
  const settings = parseOrThrow(jurisdictionSettingsSchema, input.settings);
  return changeSettings(services, actor, input, 'UPDATE_SETTINGS', (row) => {
    const offered = localesOfCountry(row.country);
    if (settings.locales.some((locale) => !offered.includes(locale)))
      throw validationFailed([{ path: 'locales', message: 'validation.invalidValue' }]);
    return {
      displayHomeSafePage: settings.displayHomeSafePage,
      displaySafeAndHappyFundPage: settings.displaySafeAndHappyFundPage,
      displayLicensingPage: settings.displayLicensingPage,
      displayAboutPage: settings.displayAboutPage,
      noLicensing: settings.noLicensing,
      htmlLicensingLinkTitle: settings.htmlLicensingLinkTitle,
      htmlHomesafeLinkTitle: settings.htmlHomesafeLinkTitle,
      htmlSafeAndHappyFundLinkTitle: settings.htmlSafeAndHappyFundLinkTitle,
      locales: offered.filter((locale) => settings.locales.includes(locale)),
      supportPhone: settings.supportPhone,
      merchandiseTaxBasisPoints: settings.merchandiseTaxBasisPoints,
      licensePolicy: licensePolicyOf(settings, row.licensePolicy),
    };
  });
}

const localeSchema = z.enum(LOCALES);

/** spec §3 Jurisdiction move terms of one locale (HTML sanitised on save). */
export async function updateMoveTerms(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: unknown; version: unknown; locale: unknown; terms: unknown }>,
): Promise<JurisdictionRow> {
  requireStaff(actor);
  const locale = localeSchema.safeParse(input.locale);
  if (!locale.success) throw validationFailed([{ path: 'locale', message: 'validation.invalidValue' }]);
  const terms = moveTermsOf(parseOrThrow(moveTermsSchema, input.terms));
  const clean = {
    ...terms,
    subHeader: sanitizeHtml(terms.subHeader),
    list: terms.list.map((item) => sanitizeHtml(item)),
  };
  return changeSettings(services, actor, input, 'UPDATE_MOVE_TERMS', (row) => ({
    moveTerms: { ...row.moveTerms, [locale.data]: clean },
  }));
}

/**
 * An information page of one locale, through the jurisdiction module's updateInfoContent (sanitised on
 * save there, and again on render), with this module's stale-edit check and audit around it.
 */
export async function updateInfoPage(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: unknown; version: unknown; locale: unknown; page: unknown }>,
): Promise<JurisdictionRow> {
  requireStaff(actor);
  const row = await administered(services.db, actor, input.jurisdictionId);
  const version = versionSchema.safeParse(input.version);
  if (!version.success || version.data !== row.settingsVersion) throw new AppError('STALE_EDIT');
  const updated = await updateInfoContent(services, {
    actor,
    input: { jurisdictionId: row.id, locale: input.locale, page: input.page },
  });
  return changeSettings(services, actor, input, 'UPDATE_INFO_PAGE', () => ({
    infoPages: updated.infoPages,
  }));
}
