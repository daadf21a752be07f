// Decision 0113: what the operator audit log records, by action.
export const OPERATOR_AUDIT_ACTIONS = [
  'OPERATOR_INVITED',
  'ADMIN_INVITED',
  'INVITE_ACCEPTED',
  'ADMIN_REMOVED',
  /** issue 41 part 3: an administrator's authenticator app, passkeys and recovery codes removed by an operator */
  'SECOND_FACTOR_RESET',
  /** issue 41 part 2 (decision 0307): a jurisdiction's boundary file saved as its shape */
  'BOUNDARY_IMPORTED',
  /** issue 41 part 1 (decision 0308): the operator's jurisdictions */
  'JURISDICTION_CREATED',
  'JURISDICTION_UPDATED',
  'JURISDICTION_RETIRED',
  'JURISDICTION_REINSTATED',
] as const;
export type OperatorAuditAction = (typeof OPERATOR_AUDIT_ACTIONS)[number];

/** Who the log names for the server command, which no account runs. */
export const OPERATOR_COMMAND_ACTOR = 'npm run operator:invite';
