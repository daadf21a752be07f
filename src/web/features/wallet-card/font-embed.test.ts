import { describe, expect, it, vi } from 'vitest';
import { embeddedFontFaces, type FetchLike, fetchWithRetry, FontFetchError, fontCssRequestUrl } from './font-embed.js';

const ok = (body: string | Uint8Array) => ({
  ok: true,
  status: 200,
  text: async () => String(body),
  arrayBuffer: async () => (typeof body === 'string' ? new TextEncoder().encode(body) : body).buffer as ArrayBuffer,
});
const failing = { ok: false, status: 500, text: async () => '', arrayBuffer: async () => new ArrayBuffer(0) };

describe('web font fetch (spec §7.3: 1 retry after 500 ms)', () => {
  it('asks for the family with its weights joined by ";"', () => {
    expect(fontCssRequestUrl('/fonts/css2', 'Roboto Slab', ['bolder', 'normal', 'bold', 'normal'])).toBe(
      '/fonts/css2?family=Roboto+Slab:wght@400;700;900',
    );
    expect(fontCssRequestUrl('https://fonts.example/css2?display=swap', 'Lato', ['light'])).toBe(
      'https://fonts.example/css2?display=swap&family=Lato:wght@300',
    );
  });

  it('retries once, after 500 ms, and succeeds on the second try', async () => {
    const fetchFn = vi.fn<FetchLike>().mockResolvedValueOnce(failing).mockResolvedValueOnce(ok('css'));
    const wait = vi.fn(async (_ms: number) => {});
    const response = await fetchWithRetry(fetchFn, '/x', wait);
    expect(await response.text()).toBe('css');
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledExactlyOnceWith(500);
  });

  it('a network error counts as a failure too', async () => {
    const fetchFn = vi.fn<FetchLike>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(ok('x'));
    await expect(fetchWithRetry(fetchFn, '/x', async () => {})).resolves.toBeTruthy();
  });

  it('gives up after two failures (no third try)', async () => {
    const fetchFn = vi.fn<FetchLike>().mockResolvedValue(failing);
    const wait = vi.fn(async (_ms: number) => {});
    await expect(fetchWithRetry(fetchFn, '/x', wait)).rejects.toBeInstanceOf(FontFetchError);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it('embeds every file of the stylesheet as a data: URL, resolved against the stylesheet', async () => {
    const css =
      "@font-face{font-family:'Lato';font-weight:400;src:url(/fonts/files/lato-latin-400-normal.woff2) format('woff2');}\n" +
      "@font-face{font-family:'Lato';font-weight:700;src:url('lato-700.woff2') format('woff2');}";
    const fetched: string[] = [];
    const fetchFn: FetchLike = async (url) => {
      fetched.push(url);
      return url.includes('css2') ? ok(css) : ok(new Uint8Array([1, 2, 3]));
    };
    const faces = await embeddedFontFaces(fetchFn, '/fonts/css2', 'Lato', ['normal', 'bold'], 'http://card.test/');
    expect(fetched).toEqual([
      'http://card.test/fonts/css2?family=Lato:wght@400;700',
      'http://card.test/fonts/files/lato-latin-400-normal.woff2',
      'http://card.test/fonts/lato-700.woff2',
    ]);
    expect(faces).toContain('src:url(data:font/woff2;base64,AQID)');
    expect(faces).toContain("src:url('data:font/woff2;base64,AQID')");
    expect(faces).not.toContain('/fonts/files/');
  });

  it('a font file failing twice fails the whole family', async () => {
    const fetchFn: FetchLike = async (url) => (url.includes('css2') ? ok('@font-face{src:url(/f.woff2)}') : failing);
    await expect(
      embeddedFontFaces(fetchFn, '/fonts/css2', 'Lato', ['normal'], 'http://card.test/', async () => {}),
    ).rejects.toBeInstanceOf(FontFetchError);
  });
});
