import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, type UpdateDeleteAction, uuid } from 'drizzle-orm/pg-core';
import type { WalletCardDesignChoice } from '../../../domain/wallet-card/wallet-card.schemas.js';
import { accounts } from './accounts.js';
import { intRef, timestamps, uuidId } from './columns.js';
import { pets } from './pets.js';

/**
 * Issue 18, decisions 0801 and 0804: a wallet card an owner designed (spec §3 export result: the front
 * and back, self-contained SVG strings with their fonts and photo embedded), as the SERVER composed it
 * from the owner's design (`design`, kept so it can be composed again). A basket line and then the order
 * line point at it, so the printer gets exactly what the owner saw.
 *
 * `composed_by`: 'server' for every card since decision 0804; 'client' for a card stored before it,
 * whose SVGs the browser sent and which has no design to compose again: it is served only as an image
 * under the strict policy and is re-created, never printed as it is (decision 0804).
 */
export const walletCards = pgTable(
  'wallet_cards',
  {
    id: uuidId(),
    accountId: intRef('account_id', () => accounts.id, 'cascade'),
    petId: integer('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    designId: text('design_id').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
    design: jsonb('design').$type<WalletCardDesignChoice>(),
    composedBy: text('composed_by').$type<'server' | 'client'>().notNull().default('server'),
    ...timestamps(),
  },
  (table) => [
    index('wallet_cards_account_idx').on(table.accountId),
    check(
      'wallet_cards_composed_by_check',
      sql`(${table.composedBy} = 'server' and ${table.design} is not null) or (${table.composedBy} = 'client' and ${table.design} is null)`,
    ),
  ],
);

export type WalletCardRow = typeof walletCards.$inferSelect;

/** The designed card a basket line or an order line carries: the composed SVGs the printer prints. */
export const walletCardRef = (onDelete?: UpdateDeleteAction) =>
  uuid('wallet_card_id').references(() => walletCards.id, onDelete ? { onDelete } : {});
