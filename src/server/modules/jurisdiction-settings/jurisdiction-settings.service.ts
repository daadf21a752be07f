// issue 17 Jurisdiction settings (decision 0702): an administrator reads and changes the jurisdictions
// they administer — display flags, link titles, locales, support phone, merchandise tax, licence policy,
// move terms, information pages (through the jurisdiction module's updateInfoContent). Each change is
// checked by the domain's schema, refused when stale (settings_version), audited, and live at once (the
// jurisdiction directory's cache is dropped).
import { z } from 'zod';
import {
  jurisdictionSettingsSchema,
  licensePolicyOf,
  contentLocalesOfCountry,
  localesOfCountry,
  moveTermsOf,
  moveTermsSchema,
} from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import type { AuditAction } from '../../../domain/admin/staff.rules.js';
import { infoHtmlPreviewSchema } from '../../../domain/jurisdiction/info-content.schemas.js';
import { LOCALES } from '../../../domain/locale/locales.js';
import { type AppServices, withDb } from '../../app-services.js';
import type { JurisdictionRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import { type Actor, type ActorCall, requireStaff } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { recordAudit } from '../admin/audit.service.js';
import {
  administeredJurisdiction,
  administeredJurisdictionList,
  type NewJurisdiction,
  updateJurisdictionAtVersion,
} from '../jurisdiction/jurisdiction.functions.js';
import { infoContentValues, parseInfoContentChange } from '../jurisdiction/jurisdiction.service.js';
import { activateLicensesNoLongerAwaitingProof } from '../license/license.functions.js';

/** The jurisdictions the administrator administers, by name (the settings screen's chooser). */
export async function administeredJurisdictions(
  services: AppServices,
  { actor }: ActorCall,
): Promise<JurisdictionRow[]> {
  requireStaff(actor);
  return administeredJurisdictionList(services.db, actor);
}

/** One jurisdiction's settings, with the version an edit must send back. */
export async function jurisdictionSettings(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: unknown }>,
): Promise<JurisdictionRow> {
  return administeredJurisdiction(services.db, actor, input.jurisdictionId);
}

const versionSchema = z.number().int().min(1);

/**
 * Refuses a stale edit, runs `change`, raises the version, audits, drops the cache — atomically: the
 * row is locked while `change` reads it, and the one update is `where settings_version = $expected`,
 * so of two administrators who read the same version exactly one saves and the other gets STALE_EDIT
 * with nothing of theirs written. `then`: what else the saved settings change, in the same transaction.
 */
async function changeSettings(
  services: AppServices,
  actor: Actor,
  input: { jurisdictionId: unknown; version: unknown },
  action: AuditAction,
  change: (row: JurisdictionRow) => Partial<NewJurisdiction> | Promise<Partial<NewJurisdiction>>,
  then?: (inTx: AppServices, saved: JurisdictionRow) => Promise<void>,
): Promise<JurisdictionRow> {
  const version = versionSchema.safeParse(input.version);
  const saved = await services.db.transaction(async (tx) => {
    const row = await administeredJurisdiction(tx, actor, input.jurisdictionId, true);
    if (!version.success || version.data !== row.settingsVersion) throw new AppError('STALE_EDIT');
    const values = await change(row);
    const updated = await updateJurisdictionAtVersion(tx, { id: row.id, version: version.data, values });
    if (!updated) throw new AppError('STALE_EDIT');
    const before = Object.fromEntries(Object.keys(values).map((key) => [key, row[key as keyof JurisdictionRow]]));
    await recordAudit(withDb(services, tx), {
      actor,
      input: {
        jurisdictionId: row.id,
        objectType: 'JURISDICTION_SETTINGS',
        objectId: row.id,
        action,
        before,
        after: values,
      },
    });
    await then?.(withDb(services, tx), updated);
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
  return changeSettings(
    services,
    actor,
    input,
    'UPDATE_SETTINGS',
    (row) => {
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
    },
    activateLicensesWithoutProof(actor),
  );
}

/**
 * Decision 0505 addendum: once the licence policy asks no rabies proof of a pet, its licences that waited
 * for one are in force — each activation audited on the licence, its pet and owner, by the administrator
 * whose change made it.
 */
function activateLicensesWithoutProof(actor: Actor) {
  return async (inTx: AppServices, saved: JurisdictionRow) => {
    for (const licence of await activateLicensesNoLongerAwaitingProof(inTx, saved))
      await recordAudit(inTx, {
        actor,
        input: {
          action: 'LICENSE_ACTIVATED_NO_PROOF_REQUIRED',
          objectType: 'LICENSE',
          objectId: licence.number,
          ownerAccountId: licence.ownerAccountId,
          petId: licence.petId,
          jurisdictionId: saved.id,
          before: { status: 'PENDING_PROOF' },
          after: { status: 'ACTIVE' },
        },
      });
  };
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
  return changeSettings(services, actor, input, 'UPDATE_MOVE_TERMS', (row) => {
    // terms in a language of the jurisdiction's country only
    if (!contentLocalesOfCountry(row.country).includes(locale.data))
      throw validationFailed([{ path: 'locale', message: 'validation.invalidValue' }]);
    return { moveTerms: { ...row.moveTerms, [locale.data]: clean } };
  });
}

/**
 * Information content of one locale — a page, or the whole FAQ — merged and sanitised by the
 * jurisdiction module (the one sanitiser, decision 0601; again on render), saved here with the version
 * check and the audit in the same update and transaction.
 */
async function changeInfoContent(
  services: AppServices,
  actor: Actor,
  input: { jurisdictionId: unknown; version: unknown; locale: unknown; page?: unknown; faq?: unknown },
  action: AuditAction,
): Promise<JurisdictionRow> {
  requireStaff(actor);
  const change = await parseInfoContentChange(services, {
    actor,
    input: { jurisdictionId: input.jurisdictionId, locale: input.locale, page: input.page, faq: input.faq },
  });
  return changeSettings(services, actor, input, action, (row) =>
    infoContentValues(services, { actor, input: { row, change } }),
  );
}

/** An information page of one locale; STALE_EDIT when someone saved since `version`. */
export async function updateInfoPage(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: unknown; version: unknown; locale: unknown; page: unknown }>,
): Promise<JurisdictionRow> {
  return changeInfoContent(services, actor, { ...input, faq: null }, 'UPDATE_INFO_PAGE');
}

/** The FAQ of one locale, whole (decision 0601: a list per locale); STALE_EDIT when someone saved since `version`. */
export async function updateFaq(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: unknown; version: unknown; locale: unknown; faq: unknown }>,
): Promise<JurisdictionRow> {
  return changeInfoContent(services, actor, { ...input, page: null }, 'UPDATE_FAQ');
}

/**
 * What an information page's HTML will be for owners: the same sanitiser as on save and on render, for
 * a jurisdiction the administrator administers (NOT_FOUND otherwise). Nothing is saved.
 */
export async function previewInfoHtml(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: unknown; html: unknown }>,
): Promise<string> {
  await administeredJurisdiction(services.db, actor, input.jurisdictionId);
  const html = parseOrThrow(infoHtmlPreviewSchema, { html: input.html }).html;
  return sanitizeHtml(html);
}
