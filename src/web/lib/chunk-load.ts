import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// A screen's code that does not load (decision 0022): after a deploy, a tab opened before it asks for
// chunk names the server no longer has. The page is loaded again, once per address: the new shell names
// the new chunks.

/** sessionStorage: the address the page was last reloaded for, after a screen's chunk did not load */
export const RELOADED_FOR_KEY = 'pawport.reloadedForChunk';

/** A screen's chunk that did not load (a deploy replaced it, or the network dropped). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`a screen's code did not load: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    return null;
  }
}

/**
 * Reloads the page unless it was already reloaded for this address (a chunk that fails twice is the
 * error screen's, whose "Try again" reloads without this check). Answers whether it reloads.
 */
export function reloadOnce(): boolean {
  const here = window.location.href;
  if (reloadedFor() === here) return false;
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, here);
  } catch {
    return false; // without storage, a reload could loop
  }
  window.location.reload();
  return true;
}

/** A chunk loaded: the next failure, at any address, may reload again. */
export function chunkLoaded(): void {
  if (reloadedFor() !== null) sessionStorage.removeItem(RELOADED_FOR_KEY);
}

/**
 * React's `lazy` for a part of a screen in its own chunk: a chunk that does not load reloads the page
 * once (the part's Suspense fallback stays meanwhile), then is the error screen's, as a ChunkLoadError.
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own bound for lazy(): any props
export function lazyChunk<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
): LazyExoticComponent<Component> {
  return lazy(() =>
    load().then<{ default: Component }, never>(
      (module) => {
        chunkLoaded();
        return module;
      },
      (error: unknown) => {
        if (reloadOnce()) return new Promise<never>(() => {});
        throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
      },
    ),
  );
}
