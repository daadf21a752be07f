// The back-off of password checks (decision 0106): pure, so its numbers are tested without a database.
import { createHash } from 'node:crypto';

/** QUALITY.md: back-off after 10 failures. */
export const FAILURES_BEFORE_BACKOFF = 10;
/** The longest wait: a lock-out an attacker can keep up costs the owner at most this. */
export const MAX_BACKOFF_MINUTES = 15;
/** Failures older than this (counted from the last one) are forgotten. */
export const FAILURE_MEMORY_HOURS = 24;
/** How long a browser stays known after its last log-in. */
export const KNOWN_DEVICE_DAYS = 180;

/** Minutes a key waits after its `failures`-th failure in a row: 0 before the 10th, then 1, 2, 4, 8, 15. */
export function backoffMinutes(failures: number): number {
  if (failures < FAILURES_BEFORE_BACKOFF) return 0;
  return Math.min(2 ** (failures - FAILURES_BEFORE_BACKOFF), MAX_BACKOFF_MINUTES);
}

/** An e-mail as log-in compares it: trimmed, lower case (as the unique index on lower(email)). */
export function normalizeLoginEmail(email: string): string {
  return email.trim().toLowerCase();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The counter of a submitted e-mail, account or not; a hash, so no stranger's address is stored. */
export function emailThrottleKey(email: string): string {
  return `email:${sha256(normalizeLoginEmail(email))}`;
}

/** The counter of a known browser of an account. */
export function deviceThrottleKey(deviceTokenHash: string, accountId: number): string {
  return `device:${accountId}:${deviceTokenHash}`;
}

/** The back-off counter of an account's second-factor codes (decision 0110): only the password's holder gets there. */
export function secondFactorThrottleKey(accountId: number): string {
  return `second-factor:${accountId}`;
}

/** The count of an account's wrong codes since its last password reset, capped at SECOND_FACTOR_MAX_FAILURES. */
export function secondFactorCapKey(accountId: number): string {
  return `second-factor-cap:${accountId}`;
}

export function hashDeviceToken(token: string): string {
  return sha256(token);
}

/** 256 random bits, base64url: what the known-device cookie holds. */
export const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
