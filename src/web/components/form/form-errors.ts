// Field errors of a form, by path as zod spells it ('phones.0.number'): from a domain-schema parse in
// the browser or from the server's VALIDATION_FAILED details; '' is the form as a whole.
import { FOCUS_AFTER_SCROLL_MS, SCROLL_TO_ERROR_DELAY_MS } from '../../../domain/shared/timings.js';
import type { FieldMessage } from './use-message.js';

export type FieldErrors = Record<string, FieldMessage>;

/** The first issue of each path, its message an encoded domain message key. */
export function errorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = prefix + issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** What a failed submit found, for refreshedErrors: the values it checked and where each error came from. */
export type SubmittedErrors = {
  values: unknown;
  /** paths the browser's own check (the domain schema, the form's check) refused */
  local: ReadonlySet<string>;
  /** paths the server refused (VALIDATION_FAILED's fields, a code shown at a field) */
  server: ReadonlySet<string>;
};

function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as never)[part] : undefined;
  return value;
}
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const sameMessage = (a: FieldMessage, b: FieldMessage) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && a.text === b.text);

/**
 * Issue 38 D21 (decision 1010): the errors of a failed submit as the person corrects the form, without
 * waiting for the next submit — an error the browser's check no longer finds leaves (its summary entry
 * with it), one it still finds takes its new wording, and a server's error leaves once its field has
 * changed (it was about the old value). Errors the page set itself (a check on blur) are the page's. No
 * new error is added while typing. The same object when nothing changes.
 */
export function refreshedErrors(
  current: FieldErrors,
  submitted: SubmittedErrors,
  found: FieldErrors,
  values: unknown,
): FieldErrors {
  let changed = false;
  const next: FieldErrors = {};
  for (const [path, message] of Object.entries(current)) {
    let kept: FieldMessage | undefined = message;
    if (submitted.local.has(path)) kept = found[path];
    else if (submitted.server.has(path) && !sameValue(valueAt(values, path), valueAt(submitted.values, path)))
      kept = undefined;
    if (kept === undefined || !sameMessage(kept, message)) changed = true;
    if (kept !== undefined) next[path] = kept;
  }
  return changed ? next : current;
}

const CONTROLS = 'input, select, textarea, button';

/** The control an error belongs to: the element itself, or the first control of its field or group. */
export function controlOf(element: Element | null | undefined): HTMLElement | null {
  if (!element) return null;
  if (element.matches(CONTROLS)) return element as HTMLElement;
  return (element.closest('.field, fieldset') ?? element).querySelector<HTMLElement>(CONTROLS);
}

/** Moves to a field as a person would want it: its label in view, its control focused. */
export function focusField(id: string) {
  const element = document.getElementById(id);
  const control = controlOf(element);
  (control?.closest('.field, fieldset') ?? element)?.scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

/** What a person does that says where they want to be (`input` and `focusin`: with or without a key). */
const PERSON_CHOSE = ['pointerdown', 'keydown', 'input', 'focusin'] as const;

/**
 * spec §5 General / §9: after a failed submit the view scrolls to the first error shown (the error
 * summary at the top of the form) and then focuses the first invalid field. A person who clicks,
 * types, fills a field without a key (autofill, paste from a menu, dictation) or moves focus before that
 * happens has chosen where to be: the scheduled scroll and focus are dropped, so focus is never pulled
 * back from a field they are filling in. Returns a cancel function.
 */
export function scrollThenFocusFirstError(
  form: { current: HTMLElement | null },
  summary: { current: HTMLElement | null },
): () => void {
  let focusTimer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(scrollTimer);
    clearTimeout(focusTimer);
    for (const type of PERSON_CHOSE) document.removeEventListener(type, cancel, true);
  };
  const scrollTimer = setTimeout(() => {
    const first = form.current?.querySelector('[aria-invalid="true"], .field-error');
    (summary.current ?? first)?.scrollIntoView({ block: 'start' });
    focusTimer = setTimeout(() => {
      cancel();
      controlOf(first)?.focus();
    }, FOCUS_AFTER_SCROLL_MS);
  }, SCROLL_TO_ERROR_DELAY_MS);
  for (const type of PERSON_CHOSE) document.addEventListener(type, cancel, true);
  return cancel;
}
