// The password estimator (domain/account/password-strength.ts: zxcvbn-ts and its dictionaries, about
// 850 KB compressed) loads only when someone starts typing a new password: its import is dynamic, so it is
// never part of the first page, and a visitor who only looks at the sign-up page does not download it
// either (issue 10: 6; QUALITY.md P5, P6).
import { useMemo, useSyncExternalStore } from 'react';
import { loadPasswordStrength, type PasswordStrength } from '../../../domain/account/password-strength.js';
import type { PasswordGuessCheck } from '../../../domain/account/password.rules.js';

let loaded: PasswordStrength | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** Starts loading the estimator (once); the new-password field calls it at the first character typed. */
export function requestPasswordGuessCheck(): void {
  if (requested) return;
  requested = true;
  notify();
  loadPasswordStrength().then(
    (strength) => {
      loaded = strength;
      notify();
    },
    // offline or blocked: the rules alone decide here, the server checks again, and a later field may retry
    () => {
      requested = false;
      notify();
    },
  );
}

function notify() {
  for (const listener of listeners) listener();
}

const currentStrength = () => loaded;
const currentlyLoading = () => requested && !loaded;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a password is too easy to guess; null until the estimator has loaded (the rules alone decide). */
export function usePasswordGuessCheck(): PasswordGuessCheck | null {
  const strength = useSyncExternalStore(subscribe, currentStrength, currentStrength);
  return useMemo(() => strength?.guessCheck() ?? null, [strength]);
}

/**
 * Whether the estimator is on its way (asked for, not loaded, not failed): until it answers, a password that
 * meets the rules is not yet called secure (issue 38: "Your password is secure!" for a common one).
 */
export function usePasswordGuessCheckLoading(): boolean {
  return useSyncExternalStore(subscribe, currentlyLoading, () => false);
}
