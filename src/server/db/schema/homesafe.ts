import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { accounts } from './accounts.js';
import { createdAt, intRef, serialId, timestamptz } from './columns.js';
import { pets } from './pets.js';

/**
 * HomeSafe (PRODUCT.md §6, issue 18, decision 0802): one conversation per message a finder sends from a
 * found page. The finder's e-mail is only the relay's address (never shown to the owner); the finder reads
 * and answers on a page their private token opens (its sha-256 is stored, not the token).
 */
export const foundConversations = pgTable(
  'found_conversations',
  {
    id: serialId(),
    petId: intRef('pet_id', () => pets.id, 'cascade'),
    /** the owner the pet belonged to when the finder wrote */
    accountId: intRef('account_id', () => accounts.id, 'cascade'),
    finderEmail: text('finder_email').notNull(),
    /** a number the finder chose to give the owner (ten digits), or null */
    finderPhone: text('finder_phone'),
    /** the language of the found page the finder wrote from: their e-mails are in it */
    finderLocale: text('finder_locale').$type<LocaleCode>().notNull(),
    finderToken: text('finder_token').notNull(),
    /** the owner chose to give this finder their e-mail address and phone number */
    contactSharedAt: timestamptz('contact_shared_at'),
    /**
     * the finder first opened their private page (decision 0803): until then nothing is e-mailed to
     * finderEmail but the link itself; the owner's answers wait on the page
     */
    finderOpenedAt: timestamptz('finder_opened_at'),
    /** the owner has read the newest finder message */
    ownerReadAt: timestamptz('owner_read_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('found_conversations_token_key').on(table.finderToken),
    index('found_conversations_account_idx').on(table.accountId),
    index('found_conversations_pet_idx').on(table.petId),
  ],
);

export type FoundConversationRow = typeof foundConversations.$inferSelect;
export type FoundMessageAuthor = 'FINDER' | 'OWNER';

/** The messages of a conversation, plain text, in the order they were written. */
export const foundMessages = pgTable(
  'found_messages',
  {
    id: serialId(),
    conversationId: intRef('conversation_id', () => foundConversations.id, 'cascade'),
    author: text('author').$type<FoundMessageAuthor>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('found_messages_conversation_idx').on(table.conversationId),
    check('found_messages_author', sql`${table.author} in ('FINDER', 'OWNER')`),
  ],
);

export type FoundMessageRow = typeof foundMessages.$inferSelect;
