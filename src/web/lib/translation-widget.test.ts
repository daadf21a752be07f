import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_POLL_MS } from '../../domain/shared/timings.js';
import { loadTranslationWidget, resetTranslationWidget, TRANSLATION_MAX_POLLS } from './translation-widget.js';

/** A window whose document records the scripts added to it. */
function fakeWindow() {
  const scripts: Array<{ src: string; listeners: Record<string, () => void>; dataset: Record<string, string> }> = [];
  const win = {
    document: {
      createElement: () => {
        const script = {
          src: '',
          async: false,
          dataset: {} as Record<string, string>,
          listeners: {} as Record<string, () => void>,
          addEventListener(name: string, listener: () => void) {
            this.listeners[name] = listener;
          },
        };
        return script;
      },
      head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
    },
  } as unknown as Window & { pawportTranslationWidget?: { mount: () => void } };
  return { win, scripts };
}

describe('the page-translation widget loader (spec §7.3, decision 0802)', () => {
  afterEach(() => {
    resetTranslationWidget();
    vi.useRealTimers();
  });

  it('adds the script once and polls every 250 ms until the widget is ready', async () => {
    vi.useFakeTimers();
    const { win, scripts } = fakeWindow();
    const loading = loadTranslationWidget('https://translate.example/widget.js', { win });
    expect(loadTranslationWidget('https://translate.example/widget.js', { win })).toBe(loading);
    expect(scripts.map((script) => script.src)).toEqual(['https://translate.example/widget.js']);
    await vi.advanceTimersByTimeAsync(TRANSLATION_POLL_MS * 3);
    const mount = vi.fn();
    win.pawportTranslationWidget = { mount };
    await vi.advanceTimersByTimeAsync(TRANSLATION_POLL_MS - 1);
    let settled = false;
    void loading.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await loading)?.mount).toBe(mount);
  });

  it('gives up after its bound, and when the script fails to load', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow();
    const loading = loadTranslationWidget('https://translate.example/widget.js', { win });
    await vi.advanceTimersByTimeAsync(TRANSLATION_POLL_MS * TRANSLATION_MAX_POLLS);
    await expect(loading).resolves.toBeNull();

    resetTranslationWidget();
    const failing = fakeWindow();
    const failed = loadTranslationWidget('https://translate.example/widget.js', { win: failing.win });
    failing.scripts[0]?.listeners.error?.();
    await expect(failed).resolves.toBeNull();
  });

  it('pins the script with integrity and crossorigin when the server has a hash, and not otherwise (issue 37: 10)', () => {
    const hash = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const pinned = fakeWindow();
    void loadTranslationWidget('https://translate.example/widget.js', { win: pinned.win, integrity: hash });
    expect(pinned.scripts[0]).toMatchObject({ integrity: hash, crossOrigin: 'anonymous' });

    resetTranslationWidget();
    const plain = fakeWindow();
    void loadTranslationWidget('https://translate.example/widget.js', { win: plain.win, integrity: null });
    expect(plain.scripts[0]).not.toHaveProperty('integrity');
    expect(plain.scripts[0]).not.toHaveProperty('crossOrigin');
  });
});
