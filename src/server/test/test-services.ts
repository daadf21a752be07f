// Services over a database of the test's own, for tests that need no HTTP app (and the test template).
// Apart from test-app.ts because the vitest global setup uses it too, outside any test.
import type { AppServices } from '../app-services.js';
import { createAppServices } from '../api/create-app-services.js';
import { BASKET_LINE_KINDS } from '../api/basket-line-kinds.js';
import type { DbOrTx } from '../db/client.js';
import { loadConfig } from '../env.js';

export function createTestServices(db: DbOrTx, overrides: Partial<AppServices> = {}): AppServices {
  return createAppServices(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db, {
    basketLineKinds: BASKET_LINE_KINDS,
    ...overrides,
  });
}
