// HomeSafe (PRODUCT.md §6, issue 18, decision 0802): a pet's public found page by its tag code, the
// finder's message relayed to the owner (e-mail at once, a text when they opted in), the conversation
// relayed by e-mail without either side's address until the owner shares theirs, and lost / found.
// Unknown, malformed and over-the-limit codes all answer as unknown (null), so a script learns nothing.
// Issue 38 D16b (decision 0805): a finder may type the licence tag number instead of the tag code; it
// leads to the same found page, or to the issuing jurisdiction's animal services when HomeSafe cannot
// reach the pet's owner.
// Issue 37 (decision 0803): a pet is found only while it is active and its owner's account is (every public
// way in answers as an unknown code otherwise); nothing but the private link is e-mailed to a finder's
// address until the finder opened that link once; the owner's answers and shares are limited per account
// and per conversation; every relay e-mail is capped per recipient (recipient-caps.ts RECIPIENT_CAPS).
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { localDateIn, toIsoDate } from '../../../domain/dates/calendar.js';
import {
  createLostReportSchema,
  finderMessageSchema,
  homesafeReplySchema,
} from '../../../domain/homesafe/homesafe.schemas.js';
import { firstMobileNumber } from '../../../domain/account/mobile-verification.js';
import { type FinderCode, readFinderCode } from '../../../domain/homesafe/finder-code.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { getHref } from '../../../domain/shared/routes.js';
import { type AppServices, withDb } from '../../app-services.js';
import {
  type FoundConversationRow,
  type FoundMessageRow,
  foundConversations,
  foundMessages,
  type PetRow,
} from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { accountById, isActiveAccount } from '../account/account.functions.js';
import { jurisdictionById } from '../jurisdiction/jurisdiction.functions.js';
import { licensesByTagNumber } from '../license/license.functions.js';
import { activePetBy, isActivePet, ownActivePet, petNameOf, petOwnedBy, setPetLost } from '../pet/pet.functions.js';
import { photoEtagOf, photoImageOf } from '../photo/photo.functions.js';
import { RecipientCapReached } from '../email/email.functions.js';
import { enqueueEmail, homesafeFoundTextMessage } from '../email/email.service.js';
import { consumeRateLimit, type RateLimitRule } from '../../shared/rate-limit/rate-limit.js';
import { enqueueSms } from '../sms/sms.service.js';
import { HOMESAFE_LIMITS } from './homesafe-limits.js';

/**
 * The finder's private token: 256 bits, base64url. Stored as it is (decision 0802): it opens only the
 * conversation, which lives in the same database, and every relayed e-mail must carry the same link.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type FoundPetView = {
  /** the code the finder used, canonical: the tag code, or the licence tag number (decision 0805) */
  code: string;
  codeKind: FinderCode['kind'];
  name: string;
  lost: boolean;
  /** YYYY-MM-DD, when lost */
  lostOn: string | null;
  photoUrl: string | null;
};

/** Whether the limit lets one more call through (false: over it), without throwing. */
async function withinLimit(services: AppServices, rule: RateLimitRule, subject: string): Promise<boolean> {
  try {
    await consumeRateLimit(services, { input: { rule, subject } });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}

/**
 * The one rule of every public way to a pet (its code, its photo, a finder's message, the finder's page and
 * answers): the pet is active and so is its owner's account (decision 0803). Anything else answers as an
 * unknown code.
 */
async function foundablePet(services: AppServices, by: { id: number } | { tagCode: string }) {
  const row = await activePetBy(services.db, by, {
    owner: isActiveAccount,
    also: (petId) => ({ photoEtag: photoEtagOf(petId) }),
  });
  return row ?? undefined;
}

/** A jurisdiction's animal services as a finder may reach them: its name, help line and e-mail (decision 0805). */
export type AnimalServicesView = { name: string; phone: string; email: string | null };

/**
 * What a code leads to: the pet's found page (`found`), or — for a licence tag number whose pet HomeSafe
 * cannot reach (retired, its owner's account closed, or the number on licences of several jurisdictions)
 * — the animal services of the jurisdictions that issued it. Neither: an unknown code.
 */
type Resolution = {
  found: { pet: PetRow; photoEtag: string | null; code: FinderCode } | null;
  animalServices: AnimalServicesView[];
};

const UNKNOWN: Resolution = { found: null, animalServices: [] };

/** The pets and issuing jurisdictions of the licences whose tag carries `tagNumber` (revoked ones too: it is on the collar). */
async function byLicenseTag(services: AppServices, code: FinderCode): Promise<Resolution> {
  const tagged = await licensesByTagNumber(services.db, code.value);
  const issuers = new Map<number, Awaited<ReturnType<typeof jurisdictionById>>>();
  for (const { jurisdictionId } of tagged)
    if (!issuers.has(jurisdictionId)) issuers.set(jurisdictionId, await jurisdictionById(services.db, jurisdictionId));
  const licences = tagged.flatMap(({ petId, jurisdictionId }) => {
    const city = issuers.get(jurisdictionId);
    return city ? [{ petId, name: city.name, phone: city.supportPhone, email: city.supportEmail }] : [];
  });
  const petIds = new Set(licences.map((licence) => licence.petId));
  const [only] = petIds;
  const found = petIds.size === 1 && only !== undefined ? await foundablePet(services, { id: only }) : undefined;
  if (found) return { found: { ...found, code }, animalServices: [] };
  const byName = new Map(licences.map(({ name, phone, email }) => [name, { name, phone, email }]));
  return { found: null, animalServices: [...byName.values()] };
}

/**
 * Every reading of a typed code in turn (a tag code first, then a licence tag number; decision 0805), within
 * the per-IP limits: `lookup` is counted by the caller, `licenseTagLookup` here before a licence tag is
 * looked up. Past a limit, as unknown.
 */
async function resolveFinderCode(services: AppServices, typed: unknown, ip: string): Promise<Resolution> {
  const readings = readFinderCode(typeof typed === 'string' ? typed : null);
  for (const code of readings) {
    if (code.kind === 'TAG_CODE') {
      const found = await foundablePet(services, { tagCode: code.value });
      if (found) return { found: { ...found, code }, animalServices: [] };
      continue;
    }
    if (!(await withinLimit(services, HOMESAFE_LIMITS.licenseTagLookup, ip))) return UNKNOWN;
    return byLicenseTag(services, code);
  }
  return UNKNOWN;
}

function foundPetView(found: NonNullable<Resolution['found']>): FoundPetView {
  const { pet, photoEtag, code } = found;
  return {
    code: code.value,
    codeKind: code.kind,
    name: pet.name,
    lost: pet.lostOn !== null,
    lostOn: pet.lostOn,
    photoUrl: photoEtag ? `/homesafe-photos/${encodeURIComponent(code.value)}?v=${photoEtag.slice(0, 16)}` : null,
  };
}

/** Counts one answer or share of the owner; HOMESAFE_RELAY_LIMITED past either limit (decision 0803). */
async function countOwnerRelay(services: AppServices, accountId: number, conversationId: number) {
  const perAccount = await withinLimit(services, HOMESAFE_LIMITS.ownerRelayPerAccount, String(accountId));
  const perConversation =
    perAccount && (await withinLimit(services, HOMESAFE_LIMITS.ownerRelayPerConversation, String(conversationId)));
  if (!perConversation) throw new AppError('HOMESAFE_RELAY_LIMITED');
}

/** An e-mail of the relay, unless its recipient's cap is reached: the message stays on its page either way. */
async function unlessCapped(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof RecipientCapReached)) throw error;
  }
}

/**
 * The found page of a tag code or a licence tag number (decision 0805): the pet's name, photo and whether
 * it is lost, nothing of its owner. Null for a malformed code, an unknown one, a retired pet, a deactivated
 * owner's pet, and past the per-IP limits alike.
 */
export async function findFoundPet(
  services: AppServices,
  { input }: PublicCall<{ code: unknown; ip: string }>,
): Promise<FoundPetView | null> {
  if (!(await withinLimit(services, HOMESAFE_LIMITS.lookup, input.ip))) return null;
  const { found } = await resolveFinderCode(services, input.code, input.ip);
  return found ? foundPetView(found) : null;
}

/**
 * The HomeSafe page's "Found a pet?" form (decision 0805): the found page of the code typed, or, for a
 * licence tag number whose pet HomeSafe cannot reach, how to reach the animal services that issued it
 * (never anything of the owner). Both empty: unknown, malformed or past the limits.
 */
export async function lookUpFinderCode(
  services: AppServices,
  { input }: PublicCall<{ code: unknown; ip: string }>,
): Promise<{ foundPet: FoundPetView | null; animalServices: AnimalServicesView[] }> {
  if (!(await withinLimit(services, HOMESAFE_LIMITS.lookup, input.ip))) return { foundPet: null, animalServices: [] };
  const { found, animalServices } = await resolveFinderCode(services, input.code, input.ip);
  return { foundPet: found ? foundPetView(found) : null, animalServices };
}

/** The photo of the found page (JPEG bytes), or NOT_FOUND like an unknown code. */
export async function readFoundPetPhoto(
  services: AppServices,
  { input }: PublicCall<{ code: string; ip: string }>,
): Promise<Buffer> {
  if (readFinderCode(input.code).length === 0 || !(await withinLimit(services, HOMESAFE_LIMITS.lookup, input.ip)))
    throw new AppError('NOT_FOUND');
  const { found } = await resolveFinderCode(services, input.code, input.ip);
  if (!found) throw new AppError('NOT_FOUND');
  const image = await photoImageOf(services.db, found.pet.id);
  if (!image) throw new AppError('NOT_FOUND');
  return image;
}

function petPageUrl(origin: string, locale: LocaleCode, petId: number) {
  return `${origin}${getHref('PetHomeSafe', locale, { pet: String(petId) })}`;
}

function conversationUrl(origin: string, locale: LocaleCode, token: string) {
  return `${origin}${getHref('FoundConversation', locale, { token })}`;
}

/**
 * A finder's message from the found page: a new conversation, the owner e-mailed at once (and texted when
 * they opted in to text messages and have a mobile number), the finder e-mailed their private link.
 */
export async function sendFinderMessage(
  services: AppServices,
  { input }: PublicCall<{ code: unknown; form: unknown; ip: string; locale: LocaleCode; origin: string }>,
): Promise<boolean> {
  if (readFinderCode(typeof input.code === 'string' ? input.code : null).length === 0) throw new AppError('NOT_FOUND');
  const form = parseOrThrow(finderMessageSchema, input.form);
  if (!(await withinLimit(services, HOMESAFE_LIMITS.messagePerIp, input.ip))) throw new AppError('RATE_LIMITED');
  const { found } = await resolveFinderCode(services, input.code, input.ip);
  if (!found) throw new AppError('NOT_FOUND');
  const pet = found.pet;
  // per pet, whichever code the finder wrote from (its tag code or a licence tag number)
  if (!(await withinLimit(services, HOMESAFE_LIMITS.messagePerTag, pet.tagCode))) throw new AppError('RATE_LIMITED');
  const token = randomBytes(32).toString('base64url');
  await services.db.transaction(async (tx) => {
    const inTx = withDb(services, tx);
    const [conversation] = await tx
      .insert(foundConversations)
      .values({
        petId: pet.id,
        accountId: pet.accountId,
        finderEmail: form.email,
        finderPhone: form.phone,
        finderLocale: input.locale,
        finderToken: token,
      })
      .returning({ id: foundConversations.id });
    if (!conversation) throw new AppError('INTERNAL');
    await tx.insert(foundMessages).values({ conversationId: conversation.id, author: 'FINDER', body: form.message });
    const account = await accountById(tx, pet.accountId);
    if (!account) throw new AppError('INTERNAL');
    const { email, firstName, locale, phones, notificationPreferences: preferences } = account;
    const owner = { email, firstName, locale, phones, preferences };
    const petUrl = petPageUrl(input.origin, owner.locale, pet.id);
    await mailOwner(inTx, owner, {
      petName: pet.name,
      first: true,
      message: form.message,
      finderPhone: form.phone,
      petUrl,
    });
    // enqueueSms sends only to a verified number, within the account's daily count (decision 0803)
    const mobile = owner.preferences.smsReminders ? firstMobileNumber(owner.phones) : null;
    if (mobile)
      await enqueueSms(inTx, {
        input: {
          accountId: pet.accountId,
          to: mobile,
          locale: owner.locale,
          template: 'homesafe-found-message',
          body: homesafeFoundTextMessage(services, {
            input: { locale: owner.locale, data: { petName: pet.name, petUrl } },
          }),
        },
      });
  });
  // after the owner's message is safe: a capped address (someone naming another's address again and again)
  // only loses its copy of the link
  try {
    await enqueueEmail(services, {
      input: {
        to: form.email,
        locale: input.locale,
        template: 'homesafe-finder-link',
        data: { petName: pet.name, conversationUrl: conversationUrl(input.origin, input.locale, token) },
      },
    });
  } catch (error) {
    if (!(error instanceof RecipientCapReached)) throw error;
  }
  return true;
}

export type HomesafeMessageView = Pick<FoundMessageRow, 'id' | 'author' | 'body' | 'createdAt'>;
export type OwnerConversationView = Pick<
  FoundConversationRow,
  'id' | 'petId' | 'finderPhone' | 'contactSharedAt' | 'finderOpenedAt' | 'createdAt'
> & { petName: string; messages: HomesafeMessageView[] };

async function messagesOf(services: AppServices, ids: number[]) {
  if (ids.length === 0) return new Map<number, HomesafeMessageView[]>();
  const rows = await services.db
    .select({
      id: foundMessages.id,
      conversationId: foundMessages.conversationId,
      author: foundMessages.author,
      body: foundMessages.body,
      createdAt: foundMessages.createdAt,
    })
    .from(foundMessages)
    .where(inArray(foundMessages.conversationId, ids))
    .orderBy(asc(foundMessages.createdAt), asc(foundMessages.id));
  const byConversation = new Map<number, HomesafeMessageView[]>();
  for (const { conversationId, ...message } of rows)
    byConversation.set(conversationId, [...(byConversation.get(conversationId) ?? []), message]);
  return byConversation;
}

/** The name of a conversation's pet: every query of it also asks that the pet exists (and whose it is). */
const conversationPetName = sql<string>`${petNameOf(foundConversations.petId)}`;

/** The caller's HomeSafe conversations, newest first, each with its messages (the finder's e-mail never). */
export async function listMyFoundConversations(
  services: AppServices,
  { actor }: ActorCall,
): Promise<OwnerConversationView[]> {
  const rows = await services.db
    .select({
      id: foundConversations.id,
      petId: foundConversations.petId,
      petName: conversationPetName,
      finderPhone: foundConversations.finderPhone,
      contactSharedAt: foundConversations.contactSharedAt,
      finderOpenedAt: foundConversations.finderOpenedAt,
      createdAt: foundConversations.createdAt,
    })
    .from(foundConversations)
    .where(
      and(eq(foundConversations.accountId, actor.accountId), petOwnedBy(foundConversations.petId, actor.accountId)),
    )
    .orderBy(desc(foundConversations.updatedAt), desc(foundConversations.id));
  const messages = await messagesOf(
    services,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, messages: messages.get(row.id) ?? [] }));
}

async function ownConversation(services: AppServices, accountId: number, id: unknown) {
  const [row] = await services.db
    .select({ conversation: foundConversations, petName: conversationPetName })
    .from(foundConversations)
    .where(
      and(
        eq(foundConversations.id, rowIdOf(id)),
        eq(foundConversations.accountId, accountId),
        petOwnedBy(foundConversations.petId, accountId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function ownerContact(services: AppServices, accountId: number) {
  const owner = await accountById(services.db, accountId);
  if (!owner) throw new AppError('INTERNAL');
  return { email: owner.email, phone: owner.phones[0]?.number ?? null };
}

async function conversationView(services: AppServices, accountId: number, id: number) {
  const all = await listMyFoundConversations(services, { actor: { accountId } as ActorCall['actor'] });
  const view = all.find((conversation) => conversation.id === id);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/**
 * E-mails the owner what a finder wrote (the first message of a conversation, or a reply), unless the
 * owner's address reached its cap: the message is on the pet's HomeSafe page either way.
 */
function mailOwner(
  services: AppServices,
  owner: { email: string; firstName: string; locale: LocaleCode },
  found: { petName: string; first: boolean; message: string; finderPhone: string | null; petUrl: string },
) {
  return unlessCapped(() =>
    enqueueEmail(services, {
      input: {
        to: owner.email,
        locale: owner.locale,
        template: 'homesafe-found-message',
        data: { firstName: owner.firstName, ...found },
      },
    }),
  );
}

/**
 * E-mails the finder what the owner wrote or shared, with their private link to the conversation — only
 * once the finder opened that link (decision 0803: until then their address has proved nothing, and what
 * the owner wrote waits on the page), and within the address's cap. Reads the conversation in the caller's
 * transaction, so an answer written as the finder opens the page is either e-mailed or already on it.
 */
async function mailFinder(
  services: AppServices,
  conversationId: number,
  origin: string,
  reply: { petName: string; message: string | null; shared: { email: string; phone: string | null } | null },
) {
  const [conversation] = await services.db
    .select({
      finderEmail: foundConversations.finderEmail,
      finderLocale: foundConversations.finderLocale,
      finderToken: foundConversations.finderToken,
      finderOpenedAt: foundConversations.finderOpenedAt,
    })
    .from(foundConversations)
    .where(eq(foundConversations.id, conversationId));
  if (!conversation?.finderOpenedAt) return;
  const { finderEmail, finderLocale, finderToken } = conversation;
  await unlessCapped(() =>
    enqueueEmail(services, {
      input: {
        to: finderEmail,
        locale: finderLocale,
        template: 'homesafe-owner-reply',
        data: { ...reply, conversationUrl: conversationUrl(origin, finderLocale, finderToken) },
      },
    }),
  );
}

/**
 * The owner answers a finder: the message is kept (the finder's page shows it) and e-mailed to the finder
 * with their private link once they opened it. HOMESAFE_RELAY_LIMITED past the owner's limits.
 */
export async function replyToFinder(
  services: AppServices,
  { actor, input }: ActorCall<{ conversationId: unknown; form: unknown; origin: string }>,
): Promise<OwnerConversationView> {
  const { conversation, petName } = await ownConversation(services, actor.accountId, input.conversationId);
  const { message } = parseOrThrow(homesafeReplySchema, input.form);
  await countOwnerRelay(services, actor.accountId, conversation.id);
  await services.db.transaction(async (tx) => {
    await tx.insert(foundMessages).values({ conversationId: conversation.id, author: 'OWNER', body: message });
    await tx
      .update(foundConversations)
      .set({ updatedAt: sql`now()`, ownerReadAt: sql`now()` })
      .where(eq(foundConversations.id, conversation.id));
    await mailFinder(withDb(services, tx), conversation.id, input.origin, { petName, message, shared: null });
  });
  return conversationView(services, actor.accountId, conversation.id);
}

/**
 * The owner chooses to give this finder their e-mail address and first phone number: on the finder's page
 * at once, e-mailed to the finder once they opened it. Counted like an answer; sharing again changes nothing.
 */
export async function shareContactWithFinder(
  services: AppServices,
  { actor, input }: ActorCall<{ conversationId: unknown; origin: string }>,
): Promise<OwnerConversationView> {
  const { conversation, petName } = await ownConversation(services, actor.accountId, input.conversationId);
  if (!conversation.contactSharedAt) {
    await countOwnerRelay(services, actor.accountId, conversation.id);
    const contact = await ownerContact(services, actor.accountId);
    await services.db.transaction(async (tx) => {
      await tx
        .update(foundConversations)
        .set({ contactSharedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(foundConversations.id, conversation.id));
      await mailFinder(withDb(services, tx), conversation.id, input.origin, {
        petName,
        message: null,
        shared: contact,
      });
    });
  }
  return conversationView(services, actor.accountId, conversation.id);
}

export type FinderConversationView = {
  petName: string;
  messages: HomesafeMessageView[];
  /** the owner's e-mail and phone, once they chose to share them */
  ownerContact: { email: string; phone: string | null } | null;
};

/** The conversation of a finder's token, while its pet is foundable (an unknown token's answer otherwise). */
async function conversationByToken(services: AppServices, token: unknown) {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw new AppError('VERIFICATION_LINK_INVALID');
  const [row] = await services.db
    .select({ conversation: foundConversations, petName: conversationPetName })
    .from(foundConversations)
    .where(
      and(
        eq(foundConversations.finderToken, token),
        isActivePet(
          foundConversations.petId,
          (accountId) => and(eq(accountId, foundConversations.accountId), isActiveAccount(accountId)) as SQL,
        ),
      ),
    );
  if (!row) throw new AppError('VERIFICATION_LINK_INVALID');
  return row;
}

/**
 * The finder's private page: the pet's name and the conversation (the owner's contact once shared). The
 * first read marks the conversation opened (decision 0803): from then on the owner's answers are e-mailed.
 */
export async function readFinderConversation(
  services: AppServices,
  { input }: PublicCall<{ token: unknown }>,
): Promise<FinderConversationView> {
  const { conversation, petName } = await conversationByToken(services, input.token);
  if (!conversation.finderOpenedAt)
    await services.db
      .update(foundConversations)
      .set({ finderOpenedAt: sql`now()` })
      .where(and(eq(foundConversations.id, conversation.id), isNull(foundConversations.finderOpenedAt)));
  const messages = (await messagesOf(services, [conversation.id])).get(conversation.id) ?? [];
  return {
    petName,
    messages,
    ownerContact: conversation.contactSharedAt ? await ownerContact(services, conversation.accountId) : null,
  };
}

/** The finder answers on their private page: kept, and e-mailed to the owner. */
export async function replyToOwner(
  services: AppServices,
  { input }: PublicCall<{ token: unknown; form: unknown; ip: string; origin: string }>,
): Promise<FinderConversationView> {
  const { conversation, petName } = await conversationByToken(services, input.token);
  const { message } = parseOrThrow(homesafeReplySchema, input.form);
  if (!(await withinLimit(services, HOMESAFE_LIMITS.finderReply, input.ip))) throw new AppError('RATE_LIMITED');
  await services.db.transaction(async (tx) => {
    await tx.insert(foundMessages).values({ conversationId: conversation.id, author: 'FINDER', body: message });
    await tx
      .update(foundConversations)
      .set({ updatedAt: sql`now()`, ownerReadAt: null })
      .where(eq(foundConversations.id, conversation.id));
    const account = await accountById(tx, conversation.accountId);
    if (!account) return;
    const owner = { email: account.email, firstName: account.firstName, locale: account.locale };
    const petUrl = petPageUrl(input.origin, owner.locale, conversation.petId);
    await mailOwner(withDb(services, tx), owner, { petName, first: false, message, finderPhone: null, petUrl });
  });
  return readFinderConversation(services, { input: { token: input.token } });
}

// ——— lost and found ———

export type PetLostState = { petId: number; lostOn: string | null; lostWhere: string | null };

/** "Mark as lost": the day (today at the latest, in the owner's jurisdiction) and where. */
export async function markPetLost(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown; form: unknown }>,
): Promise<PetLostState> {
  const pet = await ownActivePet(services.db, actor.accountId, rowIdOf(input.petId));
  // today in the owner's jurisdiction (the actor's, read with the session)
  const city = await jurisdictionById(services.db, actor.jurisdictionId);
  const schema = createLostReportSchema(() => localDateIn(services.now(), city?.timezone ?? 'UTC'));
  const report = parseOrThrow(schema, input.form);
  if (!report.lostOn) throw new AppError('VALIDATION_FAILED');
  const lostOn = toIsoDate(report.lostOn);
  await setPetLost(services.db, pet.id, { lostOn, lostWhere: report.lostWhere });
  return { petId: pet.id, lostOn, lostWhere: report.lostWhere };
}

/** "Found": the pet is no longer reported lost. */
export async function markPetFound(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown }>,
): Promise<PetLostState> {
  const pet = await ownActivePet(services.db, actor.accountId, rowIdOf(input.petId));
  await setPetLost(services.db, pet.id, { lostOn: null, lostWhere: null });
  return { petId: pet.id, lostOn: null, lostWhere: null };
}
