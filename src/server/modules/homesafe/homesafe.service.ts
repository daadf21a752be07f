// HomeSafe (PRODUCT.md §6, issue 18, decision 0802): a pet's public found page by its tag code, the
// finder's message relayed to the owner (e-mail at once, a text when they opted in), the conversation
// relayed by e-mail without either side's address until the owner shares theirs, and lost / found.
// Unknown, malformed and over-the-limit codes all answer as unknown (null), so a script learns nothing.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { localDateIn, toIsoDate } from '../../../domain/dates/calendar.js';
import {
  createLostReportSchema,
  finderMessageSchema,
  homesafeReplySchema,
} from '../../../domain/homesafe/homesafe.schemas.js';
import { normalizeTagCode } from '../../../domain/homesafe/tag-code.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { getHref } from '../../../domain/shared/routes.js';
import { type AppServices, withDb } from '../../app-services.js';
import {
  accounts,
  type FoundConversationRow,
  type FoundMessageRow,
  foundConversations,
  foundMessages,
  jurisdictions,
  petPhotos,
  pets,
} from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { enqueueEmail, homesafeFoundTextMessage, RecipientCapReached } from '../email/email.service.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { enqueueSms } from '../sms/sms.service.js';

/**
 * Per IP: found-page look-ups (a person scans a tag or types a code a few times; a script trying codes
 * hits this first), finder messages; per tag: messages about one pet (a flood of messages to one owner).
 */
export const HOMESAFE_LIMITS = {
  lookup: { name: 'found-lookup', limit: 30, windowSeconds: 600 },
  messagePerIp: { name: 'found-message-ip', limit: 5, windowSeconds: 3600 },
  messagePerTag: { name: 'found-message-tag', limit: 10, windowSeconds: 86_400 },
  finderReply: { name: 'found-finder-reply', limit: 30, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The finder's private token: 256 bits, base64url. Stored as it is (decision 0802): it opens only the
 * conversation, which lives in the same database, and every relayed e-mail must carry the same link.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type FoundPetView = {
  code: string;
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

/** The first mobile number (ten digits) of an account's phones, as reminders pick it (decision 0502). */
function firstMobile(phones: ReadonlyArray<{ type: string; number: string }>): string | null {
  return phones.find((phone) => phone.type === 'M' && /^\d{10}$/.test(phone.number))?.number ?? null;
}

async function activePetByCode(services: AppServices, code: string) {
  const [row] = await services.db
    .select({ pet: pets, photoEtag: petPhotos.etag })
    .from(pets)
    .leftJoin(petPhotos, eq(petPhotos.petId, pets.id))
    .where(and(eq(pets.tagCode, code), isNull(pets.retiredAt)));
  return row;
}

/**
 * The found page of a tag code: the pet's name, photo and whether it is lost, nothing of its owner. Null
 * for a malformed code, an unknown one, a retired pet, and past the per-IP limit alike.
 */
export async function findFoundPet(
  services: AppServices,
  { input }: PublicCall<{ code: unknown; ip: string }>,
): Promise<FoundPetView | null> {
  if (!(await withinLimit(services, HOMESAFE_LIMITS.lookup, input.ip))) return null;
  const code = normalizeTagCode(typeof input.code === 'string' ? input.code : null);
  if (!code) return null;
  const found = await activePetByCode(services, code);
  if (!found) return null;
  return {
    code,
    name: found.pet.name,
    lost: found.pet.lostOn !== null,
    lostOn: found.pet.lostOn,
    photoUrl: found.photoEtag ? `/homesafe-photos/${code}?v=${found.photoEtag.slice(0, 16)}` : null,
  };
}

/** The photo of the found page (JPEG bytes), or NOT_FOUND like an unknown code. */
export async function readFoundPetPhoto(
  services: AppServices,
  { input }: PublicCall<{ code: string; ip: string }>,
): Promise<Buffer> {
  const code = normalizeTagCode(input.code);
  if (!code || !(await withinLimit(services, HOMESAFE_LIMITS.lookup, input.ip))) throw new AppError('NOT_FOUND');
  const [row] = await services.db
    .select({ image: petPhotos.image })
    .from(petPhotos)
    .innerJoin(pets, eq(pets.id, petPhotos.petId))
    .where(and(eq(pets.tagCode, code), isNull(pets.retiredAt)));
  if (!row) throw new AppError('NOT_FOUND');
  return row.image;
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
  const code = normalizeTagCode(typeof input.code === 'string' ? input.code : null);
  if (!code) throw new AppError('NOT_FOUND');
  const form = parseOrThrow(finderMessageSchema, input.form);
  if (!(await withinLimit(services, HOMESAFE_LIMITS.messagePerIp, input.ip))) throw new AppError('RATE_LIMITED');
  const found = await activePetByCode(services, code);
  if (!found) throw new AppError('NOT_FOUND');
  if (!(await withinLimit(services, HOMESAFE_LIMITS.messagePerTag, code))) throw new AppError('RATE_LIMITED');
  const pet = found.pet;
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
    const [owner] = await tx
      .select({
        email: accounts.email,
        firstName: accounts.firstName,
        locale: accounts.locale,
        phones: accounts.phones,
        preferences: accounts.notificationPreferences,
      })
      .from(accounts)
      .where(eq(accounts.id, pet.accountId));
    if (!owner) throw new AppError('INTERNAL');
    const petUrl = petPageUrl(input.origin, owner.locale, pet.id);
    await mailOwner(inTx, owner, {
      petName: pet.name,
      first: true,
      message: form.message,
      finderPhone: form.phone,
      petUrl,
    });
    const mobile = owner.preferences.smsReminders ? firstMobile(owner.phones) : null;
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
  'id' | 'petId' | 'finderPhone' | 'contactSharedAt' | 'createdAt'
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

/** The caller's HomeSafe conversations, newest first, each with its messages (the finder's e-mail never). */
export async function listMyFoundConversations(
  services: AppServices,
  { actor }: ActorCall,
): Promise<OwnerConversationView[]> {
  const rows = await services.db
    .select({
      id: foundConversations.id,
      petId: foundConversations.petId,
      petName: pets.name,
      finderPhone: foundConversations.finderPhone,
      contactSharedAt: foundConversations.contactSharedAt,
      createdAt: foundConversations.createdAt,
    })
    .from(foundConversations)
    .innerJoin(pets, eq(pets.id, foundConversations.petId))
    .where(and(eq(foundConversations.accountId, actor.accountId), eq(pets.accountId, actor.accountId)))
    .orderBy(desc(foundConversations.updatedAt), desc(foundConversations.id));
  const messages = await messagesOf(
    services,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, messages: messages.get(row.id) ?? [] }));
}

async function ownConversation(services: AppServices, accountId: number, id: unknown) {
  const [row] = await services.db
    .select({ conversation: foundConversations, petName: pets.name })
    .from(foundConversations)
    .innerJoin(pets, eq(pets.id, foundConversations.petId))
    .where(
      and(
        eq(foundConversations.id, rowIdOf(id)),
        eq(foundConversations.accountId, accountId),
        eq(pets.accountId, accountId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function ownerContact(services: AppServices, accountId: number) {
  const [owner] = await services.db
    .select({ email: accounts.email, phones: accounts.phones })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!owner) throw new AppError('INTERNAL');
  return { email: owner.email, phone: owner.phones[0]?.number ?? null };
}

async function conversationView(services: AppServices, accountId: number, id: number) {
  const all = await listMyFoundConversations(services, { actor: { accountId } as ActorCall['actor'] });
  const view = all.find((conversation) => conversation.id === id);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** E-mails the owner what a finder wrote (the first message of a conversation, or a reply). */
function mailOwner(
  services: AppServices,
  owner: { email: string; firstName: string; locale: LocaleCode },
  found: { petName: string; first: boolean; message: string; finderPhone: string | null; petUrl: string },
) {
  return enqueueEmail(services, {
    input: {
      to: owner.email,
      locale: owner.locale,
      template: 'homesafe-found-message',
      data: { firstName: owner.firstName, ...found },
    },
  });
}

/** E-mails the finder what the owner wrote or shared, with their private link to the conversation. */
function mailFinder(
  services: AppServices,
  conversation: { finderEmail: string; finderLocale: LocaleCode; finderToken: string },
  origin: string,
  reply: { petName: string; message: string | null; shared: { email: string; phone: string | null } | null },
) {
  const { finderEmail, finderLocale, finderToken } = conversation;
  return enqueueEmail(services, {
    input: {
      to: finderEmail,
      locale: finderLocale,
      template: 'homesafe-owner-reply',
      data: { ...reply, conversationUrl: conversationUrl(origin, finderLocale, finderToken) },
    },
  });
}

/** The owner answers a finder: the message is kept and e-mailed to the finder with their private link. */
export async function replyToFinder(
  services: AppServices,
  { actor, input }: ActorCall<{ conversationId: unknown; form: unknown; origin: string }>,
): Promise<OwnerConversationView> {
  const { conversation, petName } = await ownConversation(services, actor.accountId, input.conversationId);
  const { message } = parseOrThrow(homesafeReplySchema, input.form);
  await services.db.transaction(async (tx) => {
    await tx.insert(foundMessages).values({ conversationId: conversation.id, author: 'OWNER', body: message });
    await tx
      .update(foundConversations)
      .set({ updatedAt: sql`now()`, ownerReadAt: sql`now()` })
      .where(eq(foundConversations.id, conversation.id));
    await mailFinder(withDb(services, tx), conversation, input.origin, { petName, message, shared: null });
  });
  return conversationView(services, actor.accountId, conversation.id);
}

/** The owner chooses to give this finder their e-mail address and first phone number (e-mailed to the finder). */
export async function shareContactWithFinder(
  services: AppServices,
  { actor, input }: ActorCall<{ conversationId: unknown; origin: string }>,
): Promise<OwnerConversationView> {
  const { conversation, petName } = await ownConversation(services, actor.accountId, input.conversationId);
  if (!conversation.contactSharedAt) {
    const contact = await ownerContact(services, actor.accountId);
    await services.db.transaction(async (tx) => {
      await tx
        .update(foundConversations)
        .set({ contactSharedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(foundConversations.id, conversation.id));
      await mailFinder(withDb(services, tx), conversation, input.origin, { petName, message: null, shared: contact });
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

async function conversationByToken(services: AppServices, token: unknown) {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw new AppError('VERIFICATION_LINK_INVALID');
  const [row] = await services.db
    .select({ conversation: foundConversations, petName: pets.name })
    .from(foundConversations)
    .innerJoin(pets, eq(pets.id, foundConversations.petId))
    .where(eq(foundConversations.finderToken, token));
  if (!row) throw new AppError('VERIFICATION_LINK_INVALID');
  return row;
}

/** The finder's private page: the pet's name and the conversation (the owner's contact once shared). */
export async function readFinderConversation(
  services: AppServices,
  { input }: PublicCall<{ token: unknown }>,
): Promise<FinderConversationView> {
  const { conversation, petName } = await conversationByToken(services, input.token);
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
    const [owner] = await tx
      .select({ email: accounts.email, firstName: accounts.firstName, locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.id, conversation.accountId));
    if (!owner) return;
    const petUrl = petPageUrl(input.origin, owner.locale, conversation.petId);
    await mailOwner(withDb(services, tx), owner, { petName, first: false, message, finderPhone: null, petUrl });
  });
  return readFinderConversation(services, { input: { token: input.token } });
}

// ——— lost and found ———

async function ownedActivePet(services: AppServices, accountId: number, petId: unknown) {
  const [row] = await services.db
    .select({ pet: pets, timeZone: jurisdictions.timezone })
    .from(pets)
    .innerJoin(accounts, eq(accounts.id, pets.accountId))
    .leftJoin(jurisdictions, eq(jurisdictions.id, accounts.jurisdictionId))
    .where(and(eq(pets.id, rowIdOf(petId)), eq(pets.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.pet.retiredAt) throw new AppError('PET_INACTIVE');
  return row;
}

export type PetLostState = { petId: number; lostOn: string | null; lostWhere: string | null };

/** "Mark as lost": the day (today at the latest, in the owner's jurisdiction) and where. */
export async function markPetLost(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown; form: unknown }>,
): Promise<PetLostState> {
  const { pet, timeZone } = await ownedActivePet(services, actor.accountId, input.petId);
  const schema = createLostReportSchema(() => localDateIn(services.now(), timeZone ?? 'UTC'));
  const report = parseOrThrow(schema, input.form);
  if (!report.lostOn) throw new AppError('VALIDATION_FAILED');
  const lostOn = toIsoDate(report.lostOn);
  await services.db
    .update(pets)
    .set({ lostOn, lostWhere: report.lostWhere, updatedAt: sql`now()` })
    .where(eq(pets.id, pet.id));
  return { petId: pet.id, lostOn, lostWhere: report.lostWhere };
}

/** "Found": the pet is no longer reported lost. */
export async function markPetFound(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown }>,
): Promise<PetLostState> {
  const { pet } = await ownedActivePet(services, actor.accountId, input.petId);
  await services.db
    .update(pets)
    .set({ lostOn: null, lostWhere: null, updatedAt: sql`now()` })
    .where(eq(pets.id, pet.id));
  return { petId: pet.id, lostOn: null, lostWhere: null };
}
