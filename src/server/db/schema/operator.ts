import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { StaffInviteRole } from '../../../domain/operator/staff-invite.schemas.js';
import { accounts } from './accounts.js';
import { createdAt, serialId, timestamptz } from './columns.js';
import { jurisdictions } from './jurisdictions.js';

/**
 * Issue 41 (1, 3; decision 0113): a one-time link that lets a person choose their password and become staff —
 * the site operator (made only by `npm run operator:invite`, `invited_by` null) or one jurisdiction's
 * administrator (invited by an operator). Only the SHA-256 of the link's 32 random bytes is kept; a link
 * works once (`accepted_at`), for 24 hours.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<StaffInviteRole>().notNull(),
    /** the jurisdiction an administrator's invite is for (null for an operator's) */
    jurisdictionId: integer('jurisdiction_id').references(() => jurisdictions.id, { onDelete: 'cascade' }),
    /** the language of the e-mail and of the link's page */
    locale: text('locale').$type<LocaleCode>().notNull(),
    /** the operator who invited (null: the server command) */
    invitedByAccountId: integer('invited_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    /** the account the invite made */
    acceptedAccountId: integer('accepted_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_invites_token_key').on(table.tokenHash),
    index('staff_invites_jurisdiction_idx').on(table.jurisdictionId),
    check('staff_invites_role_check', sql`${table.role} in ('OPERATOR', 'ADMIN')`),
    check('staff_invites_jurisdiction_check', sql`(${table.role} = 'ADMIN') = (${table.jurisdictionId} is not null)`),
  ],
);

export type StaffInviteRow = typeof staffInvites.$inferSelect;

/**
 * Decision 0113: what the site operator did — who, what, to whom, when — written in the action's own
 * transaction (as `audit_log` is for a jurisdiction's staff). Kept when the actor's account goes (the name
 * is copied); `actor_account_id` null with the name "npm run operator:invite" for the server command.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: serialId(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** OPERATOR_INVITED, ADMIN_INVITED, INVITE_ACCEPTED, ADMIN_REMOVED (domain/operator/operator-audit.ts) */
    action: text('action').notNull(),
    /** the person acted on, by their e-mail then */
    subjectEmail: text('subject_email').notNull(),
    subjectAccountId: integer('subject_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    jurisdictionId: integer('jurisdiction_id').references(() => jurisdictions.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [index('operator_audit_log_created_idx').on(table.createdAt)],
);

export type OperatorAuditRow = typeof operatorAuditLog.$inferSelect;
