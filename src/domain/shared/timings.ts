// spec §9 Interface timings, §7 calls. All in milliseconds unless the name says otherwise.

/** spec §7.1 / §9: one timeout for every API call (decision 1005: the 18000 ms reading, everywhere). */
export const API_TIMEOUT_MS = 18_000;
/** spec §7.3 / §9: page-translation widget readiness poll. */
export const TRANSLATION_POLL_MS = 250;
/** spec §5 General / §9: on a failed submit, scroll to the first error after this delay… */
export const SCROLL_TO_ERROR_DELAY_MS = 50;
/** …then focus it after this one. */
export const FOCUS_AFTER_SCROLL_MS = 500;
/** spec §7.3 / §9 Wallet card: web font fetch retried once, after 500 ms. */
export const FONT_FETCH_RETRIES = 1;
export const FONT_FETCH_RETRY_DELAY_MS = 500;
