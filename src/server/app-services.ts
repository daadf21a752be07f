import type { Config } from './env.js';
import type { Db } from './db/client.js';
import type { JurisdictionDirectory } from './modules/jurisdiction/jurisdiction.service.js';

/** What request handlers and resolvers reach: built once per app. */
export type AppServices = {
  config: Config;
  db: Db;
  jurisdictions: JurisdictionDirectory;
};
