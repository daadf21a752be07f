/** OPERATOR: the site operator, above every jurisdiction's staff (issue 41: 1, decision 0113). */
export const ACCOUNT_ROLES = ['OWNER', 'ADMIN', 'OPERATOR'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * Whether an account of this role must have a second factor before its console opens (issue 41: 3,
 * decision 0114): administrators and the site operator; an owner's is their choice. With the roles, not
 * in second-factor.rules.ts: the console's gate in the first page's script needs this line only (P5).
 */
export function secondFactorRequired(role: AccountRole): boolean {
  return role !== 'OWNER';
}

export const ACCOUNT_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** spec §3 Pet owner: vsLocation values seen. */
export const VS_LOCATIONS = ['CITY', 'COUNTY', 'OTHER'] as const;
export type VsLocation = (typeof VS_LOCATIONS)[number];

/** QUALITY.md Security: session lifetimes. */
export const SESSION_IDLE_MINUTES: Record<AccountRole, number> = { OWNER: 30, ADMIN: 15, OPERATOR: 15 };
export const SESSION_ABSOLUTE_HOURS = 12;
/** How long an e-mailed password-reset link works; the e-mail states it (docs/decisions/0104). */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/** Issue 10 (2): how long the link to a new e-mail address works, and the old address's link to undo. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
export const EMAIL_CHANGE_UNDO_HOURS = 72;
