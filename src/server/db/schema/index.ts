// The Drizzle schema, one file per concept; drizzle-kit reads this file to generate migrations.
export * from './account-security.js';
export * from './accounts.js';
export * from './jurisdictions.js';
export * from './owner-records.js';
export * from './pet-guardians.js';
export * from './pets.js';
export * from './pet-photos.js';
export * from './rate-limits.js';
export * from './email.js';
export * from './sms.js';
export * from './reminders.js';
export * from './store.js';
export * from './orders.js';
export * from './tracker-api-tokens.js';
export * from './stripe-webhook-events.js';
export * from './rabies-proofs.js';
export * from './staff-orders.js';
