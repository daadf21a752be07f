// The Drizzle schema, one file per concept; drizzle-kit reads this file to generate migrations.
export * from './accounts.js';
export * from './jurisdictions.js';
