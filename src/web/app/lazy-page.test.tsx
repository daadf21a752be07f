// Review D34: a screen whose chunk is in — preloaded at start or when a link to it was pointed at —
// renders at once, without showing its Suspense fallback ("Loading…") first; one whose chunk is not in
// shows the fallback until it is, as before.
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.js';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>Loading…</p>}>{element}</Suspense>);

describe('lazyPage', () => {
  it('shows the fallback while the chunk is not in', () => {
    const Screen = lazyPage(() => new Promise<{ HelloPage: typeof Hello }>(() => {}), 'HelloPage');
    expect(inSuspense(<Screen name="Rex" />)).toContain('Loading…');
  });

  it('renders the screen at once, with its props, once its chunk is in', async () => {
    let loads = 0;
    const Screen = lazyPage(async () => {
      loads += 1;
      return { HelloPage: Hello };
    }, 'HelloPage');
    expect(Screen.screenName).toBe('HelloPage');
    await Screen.preload();
    const html = inSuspense(<Screen name="Rex" />);
    expect(html).toContain('Hello <!-- -->Rex');
    expect(html).not.toContain('Loading…');
    await Screen.preload();
    expect(loads).toBe(1);
  });

  it('asks again after a chunk that did not load', async () => {
    let attempts = 0;
    const Screen = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { HelloPage: Hello };
    }, 'HelloPage');
    await Screen.preload();
    expect(inSuspense(<Screen name="Rex" />)).toContain('Loading…');
    await Screen.preload();
    expect(attempts).toBe(2);
    expect(inSuspense(<Screen name="Rex" />)).toContain('Rex');
  });
});
