// Column shapes the tables share. Not exported from index.ts: they are helpers, not tables.
import {
  type AnyPgColumn,
  customType,
  integer,
  serial,
  timestamp,
  type UpdateDeleteAction,
  uuid,
} from 'drizzle-orm/pg-core';

/** `bytea` as a node Buffer (pg hands bytea columns back as Buffers). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A table's key: a serial `id`. */
export const serialId = () => serial('id').primaryKey();

/** A table's key that is not guessable (orders, products, wallet cards): a random uuid `id`. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** A required reference to another table's serial key (`onDelete: 'cascade'`: its rows go with that row). */
export const intRef = (name: string, key: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  integer(name)
    .notNull()
    .references(key, onDelete ? { onDelete } : {});

/** A required reference to another table's uuid key. */
export const uuidRef = (name: string, key: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  uuid(name)
    .notNull()
    .references(key, onDelete ? { onDelete } : {});

/** Every instant in the schema is a `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, set by the database on insert. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both set by the database on insert. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The life of a single-use, expiring token or code: when it expires, when it was used, when it was made. */
export const singleUseColumns = () => ({
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});
