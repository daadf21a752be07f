// spec §5 / §9: after a failed submit, scroll then focus the first error — unless the person has already
// chosen where to be. The unit project has no DOM: a stand-in document and form are enough for the timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_AFTER_SCROLL_MS, SCROLL_TO_ERROR_DELAY_MS } from '../../../domain/shared/timings.js';
import { scrollThenFocusFirstError } from './form-errors.js';

type Listener = () => void;

function standIns() {
  const listeners = new Map<string, Set<Listener>>();
  const document = {
    addEventListener: (type: string, listener: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
  };
  const field = { matches: () => true, focus: vi.fn(), scrollIntoView: vi.fn() };
  const form = { current: { querySelector: () => field } as unknown as HTMLElement };
  const dispatch = (type: string) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener();
  };
  return { document, field, form, dispatch, listening: () => [...listeners.values()].some((set) => set.size > 0) };
}

describe('scroll then focus the first error', () => {
  let page: ReturnType<typeof standIns>;
  beforeEach(() => {
    vi.useFakeTimers();
    page = standIns();
    vi.stubGlobal('document', page.document);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scrolls after 50 ms and focuses the first invalid field 500 ms later', () => {
    scrollThenFocusFirstError(page.form, { current: null });
    vi.advanceTimersByTime(SCROLL_TO_ERROR_DELAY_MS);
    expect(page.field.scrollIntoView).toHaveBeenCalledOnce();
    expect(page.field.focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FOCUS_AFTER_SCROLL_MS);
    expect(page.field.focus).toHaveBeenCalledOnce();
    expect(page.listening()).toBe(false);
  });

  it.each(['pointerdown', 'keydown', 'input', 'focusin'])(
    'drops the scheduled focus when the person acts first (%s)',
    (type) => {
      scrollThenFocusFirstError(page.form, { current: null });
      vi.advanceTimersByTime(SCROLL_TO_ERROR_DELAY_MS + 100);
      // a field filled without a key (autofill, paste, dictation) fires input but no keydown
      page.dispatch(type);
      vi.advanceTimersByTime(FOCUS_AFTER_SCROLL_MS);
      expect(page.field.focus).not.toHaveBeenCalled();
      expect(page.listening()).toBe(false);
    },
  );
});
