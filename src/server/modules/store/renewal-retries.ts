// How often a failed plan renewal is tried again (decision 0404): renewal.service.ts retries a failed charge
// after RENEWAL_RETRY_HOURS; after RENEWAL_MAX_FAILURES failures in a row the plan is PAST_DUE.

/** failed renewals in a row after which the plan stops until the owner acts */
export const RENEWAL_MAX_FAILURES = 3;
/** hours between a failed renewal and its next try */
export const RENEWAL_RETRY_HOURS = 24;
