import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PhoneType } from '../../../domain/account/phone.rules.js';
import { ownerAccountId } from './accounts.js';
import { serialId, timestamps } from './columns.js';

/**
 * Other people responsible for an owner's pets (emergency contacts). The first two, by position,
 * feed the wallet card's emergency contacts (spec §2.17).
 */
export const petGuardians = pgTable(
  'pet_guardians',
  {
    id: serialId(),
    accountId: ownerAccountId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relationship: text('relationship'),
    email: text('email'),
    phones: jsonb('phones').$type<Array<{ type: PhoneType; number: string }>>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('pet_guardians_account_idx').on(table.accountId)],
);

export type PetGuardianRow = typeof petGuardians.$inferSelect;
