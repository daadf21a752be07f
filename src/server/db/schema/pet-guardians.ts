import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { PhoneType } from '../../../domain/account/phone.rules.js';
import { ownerAccountId } from './accounts.js';
import { timestamps } from './columns.js';

/**
 * Other people responsible for an owner's pets (emergency contacts). The first two, by position,
 * feed the wallet card's emergency contacts (spec §2.17).
 */
export const petGuardians = pgTable(
  'pet_guardians',
  {
    id: serial('id').primaryKey(),
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
