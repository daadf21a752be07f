// QUALITY.md Security: "a blocklist of common/breached passwords" — a maintained estimator instead of a
// hand-made list (issue 10: 6): zxcvbn-ts with its common-password dictionary (the most used passwords
// of public breaches), English words and names, keyboard patterns, sequences, dates and l33t speak.
// The dictionaries weigh about 1 MB, so they load on demand: the server loads them once at start, the
// browser only on the screens that choose a password (sign-up, reset, change), never with the first page.
import type { PasswordGuessCheck } from './password.rules.js';

/**
 * zxcvbn's score: 0 too guessable … 4 "very unguessable" (10^10 guesses or more). The composition rules
 * already force 12 characters of four kinds, so what the estimator must catch is the patterns people build
 * to pass them; at score 3 "P@ssw0rd-2026!", "Welcome@2026!!" and "Abcdefghij1!" still passed, at 4 they do
 * not, while passphrases such as "Correct-Horse-42!" score 4 easily.
 */
export const MIN_PASSWORD_SCORE = 4;

/** Words of this site that a person is likely to build a password on. */
export const SITE_WORDS = ['pawport', 'pet', 'pets', 'license', 'licence', 'licensing', 'dog', 'cat', 'puppy', 'kitty'];

export type PasswordStrength = {
  /** Too easy to guess: a common or breached password, or a pattern, or built on `userInputs` (names, e-mail). */
  isGuessable: (password: string, userInputs?: readonly string[]) => boolean;
  /** The check a password field runs, with what it knows of the person. */
  guessCheck: (userInputs?: readonly string[]) => PasswordGuessCheck;
};

let loading: Promise<PasswordStrength> | undefined;

/** The estimator with its dictionaries, loaded once (a dynamic import: its own chunk in the browser). */
export function loadPasswordStrength(): Promise<PasswordStrength> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary, site: SITE_WORDS },
    });
    const isGuessable = (password: string, userInputs: readonly string[] = []) =>
      zxcvbn.check(password, [...userInputs].filter(Boolean)).score < MIN_PASSWORD_SCORE;
    return {
      isGuessable,
      guessCheck: (userInputs) => (password) => isGuessable(password, userInputs),
    };
  });
  return loading;
}
