import { index, integer, pgTable, text, type UpdateDeleteAction, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { intRef, timestamps, uuidId } from './columns.js';
import { pets } from './pets.js';

/**
 * Issue 18, decision 0801: a wallet card an owner designed, as exported (spec §3 export result: the
 * front and back, self-contained SVG strings with their fonts and photo embedded). A basket line and
 * then the order line point at it, so the printer gets exactly what the owner saw.
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
    ...timestamps(),
  },
  (table) => [index('wallet_cards_account_idx').on(table.accountId)],
);

export type WalletCardRow = typeof walletCards.$inferSelect;

/** The designed card a basket line or an order line carries: the exported SVGs the printer prints. */
export const walletCardRef = (onDelete?: UpdateDeleteAction) =>
  uuid('wallet_card_id').references(() => walletCards.id, onDelete ? { onDelete } : {});
