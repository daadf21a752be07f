// Issue 41 (1; decision 0308): the site operator creates a jurisdiction (from a licence policy template),
// edits what the operator owns of it, and retires it or brings it back. Each change is checked by the domain's
// form schema, written with its operator audit entry in one transaction, and live at once (the directory's
// cache is dropped after the commit, so the chooser and sign-up offer a new jurisdiction straight away).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type JurisdictionForm,
  jurisdictionFormSchema,
} from '../../../domain/jurisdiction/jurisdiction-form.schemas.js';
import { licensingOfTemplate } from '../../../domain/jurisdiction/license-policy-templates.js';
import type { OperatorAuditAction } from '../../../domain/operator/operator-audit.js';
import { type AppServices, withDb } from '../../app-services.js';
import { type JurisdictionRow, staffInvites } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import { type Actor, type ActorCall, requireOperator } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import {
  insertJurisdiction,
  lockedJurisdiction,
  setJurisdictionRetired,
} from '../jurisdiction/jurisdiction-admin.functions.js';
import {
  jurisdictionById,
  type NewJurisdiction,
  updateJurisdictionAtVersion,
} from '../jurisdiction/jurisdiction.functions.js';
import { endOpenInvites } from './open-invites.js';
import { recordOperatorAudit } from './operator-audit.js';

/** One jurisdiction as the operator's form edits it (NOT_FOUND when there is none). */
export async function operatorJurisdiction(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: string }>,
): Promise<JurisdictionRow> {
  requireOperator(actor);
  const row = await jurisdictionById(services.db, rowIdOf(input.jurisdictionId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** What the form sets of a jurisdiction, besides its licensing. */
function ownedValues(form: JurisdictionForm) {
  return {
    name: form.name,
    timezone: form.timezone,
    locales: form.locales,
    supportPhone: form.supportPhone,
    supportEmail: form.supportEmail,
    logoUrl: form.logoUrl,
    brandColor: form.brandColor,
    boundaryColor: form.boundaryColor,
  } satisfies Partial<NewJurisdiction>;
}

/** The action's entry in the operator audit log, in the action's transaction; `details` what changed. */
function audit(
  inTx: AppServices,
  actor: Actor,
  action: OperatorAuditAction,
  row: JurisdictionRow,
  details: Record<string, unknown>,
) {
  return recordOperatorAudit(inTx, {
    actor,
    input: { action, subjectEmail: '', jurisdictionId: row.id, details: { slug: row.slug, ...details } },
  });
}

/**
 * A new jurisdiction, licensing from its policy template (or nothing). Its pages, FAQ and move terms start
 * empty and hidden, for its administrators to write; its slug is refused when another has it.
 */
export async function createJurisdiction(services: AppServices, { actor, input }: ActorCall<unknown>) {
  requireOperator(actor);
  const form = parseOrThrow(jurisdictionFormSchema({ hasPolicy: false }), input);
  const licensing = licensingOfTemplate(form.licensing === 'KEEP' ? 'NONE' : form.licensing);
  const created = await services.db.transaction(async (tx) => {
    const row = await insertJurisdiction(tx, {
      slug: form.slug,
      country: form.country,
      ...ownedValues(form),
      ...licensing,
    });
    await audit(withDb(services, tx), actor, 'JURISDICTION_CREATED', row, {
      name: row.name,
      template: form.licensing,
    });
    return row;
  });
  services.jurisdictions.invalidate();
  return created;
}

const versionSchema = z.number().int().min(1);

/**
 * Saves the form over the jurisdiction read at `version` (STALE_EDIT when anyone — operator or administrator
 * — saved it since). Its slug and country stay as created (a slug is in addresses and cookies, a country sets
 * the currency of its licences): a form that changes either is refused on that field. A jurisdiction without
 * a policy that starts licensing takes its template's; one with a policy keeps it (licensing nothing again
 * keeps it stored, for the day it licenses again).
 */
export async function updateJurisdiction(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: string; version: unknown; form: unknown }>,
): Promise<JurisdictionRow> {
  requireOperator(actor);
  const id = rowIdOf(input.jurisdictionId);
  const version = versionSchema.safeParse(input.version);
  const saved = await services.db.transaction(async (tx) => {
    const row = await lockedJurisdiction(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (!version.success || version.data !== row.settingsVersion) throw new AppError('STALE_EDIT');
    const form = parseOrThrow(jurisdictionFormSchema({ hasPolicy: row.licensePolicy !== null }), input.form);
    const fixed = (['slug', 'country'] as const).filter((key) => form[key] !== row[key]);
    if (fixed.length > 0) throw validationFailed(fixed.map((path) => ({ path, message: 'validation.invalidValue' })));
    const values: Partial<NewJurisdiction> = {
      ...ownedValues(form),
      ...(form.licensing === 'KEEP' || form.licensing === 'NONE'
        ? { noLicensing: form.licensing === 'NONE' }
        : licensingOfTemplate(form.licensing)),
    };
    const updated = await updateJurisdictionAtVersion(tx, { id, version: version.data, values });
    if (!updated) throw new AppError('STALE_EDIT');
    const changed = Object.keys(values).filter(
      (key) =>
        JSON.stringify(row[key as keyof JurisdictionRow]) !== JSON.stringify(updated[key as keyof JurisdictionRow]),
    );
    await audit(withDb(services, tx), actor, 'JURISDICTION_UPDATED', updated, {
      changed,
      before: Object.fromEntries(changed.map((key) => [key, row[key as keyof JurisdictionRow]])),
    });
    return updated;
  });
  services.jurisdictions.invalidate();
  return saved;
}

/**
 * Retires the jurisdiction (`retired`) or brings it back. Retired, it is offered to no one new; its owners keep
 * their accounts, pets and licences (decision 0308), and it gets no new administrators: its invites not accepted
 * yet end. Doing it twice changes nothing and writes no entry.
 */
export async function retireJurisdiction(
  services: AppServices,
  { actor, input }: ActorCall<{ jurisdictionId: string; retired: boolean }>,
): Promise<JurisdictionRow> {
  requireOperator(actor);
  const id = rowIdOf(input.jurisdictionId);
  const saved = await services.db.transaction(async (tx) => {
    const row = await lockedJurisdiction(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    const changed = await setJurisdictionRetired(tx, { id, at: input.retired ? services.now() : null });
    if (!changed) return row;
    // a retired jurisdiction gets no new administrators: the links not accepted yet stop working (bringing it
    // back does not revive them; the operator invites again)
    const invitesEnded = input.retired
      ? await endOpenInvites(tx, eq(staffInvites.jurisdictionId, id), services.now())
      : 0;
    await audit(
      withDb(services, tx),
      actor,
      input.retired ? 'JURISDICTION_RETIRED' : 'JURISDICTION_REINSTATED',
      changed,
      { name: changed.name, ...(invitesEnded > 0 ? { invitesEnded } : {}) },
    );
    return changed;
  });
  services.jurisdictions.invalidate();
  return saved;
}
