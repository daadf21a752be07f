// Relations for Drizzle's relational queries: a pet read with its licences, list breed, photo and rabies
// proofs in ONE statement (pet.service's views; QUALITY.md P2), and an owner's pets read with the session
// check itself (a session's account, an account's pets). Relations are not in the database: drizzle-kit
// ignores them, and the foreign keys stay on the tables.
import { relations } from 'drizzle-orm';
import { accounts, sessions } from './accounts.js';
import { petPhotos } from './pet-photos.js';
import { breeds, petLicenses, pets } from './pets.js';
import { rabiesProofs } from './rabies-proofs.js';

export const sessionRelations = relations(sessions, ({ one }) => ({
  account: one(accounts, { fields: [sessions.accountId], references: [accounts.id] }),
}));

export const accountRelations = relations(accounts, ({ many }) => ({
  pets: many(pets),
}));

export const petRelations = relations(pets, ({ one, many }) => ({
  account: one(accounts, { fields: [pets.accountId], references: [accounts.id] }),
  licenses: many(petLicenses),
  breed: one(breeds, { fields: [pets.breedId], references: [breeds.id] }),
  photo: one(petPhotos, { fields: [pets.id], references: [petPhotos.petId] }),
  rabiesProofs: many(rabiesProofs),
}));

export const petLicenseRelations = relations(petLicenses, ({ one }) => ({
  pet: one(pets, { fields: [petLicenses.petId], references: [pets.id] }),
}));

export const rabiesProofRelations = relations(rabiesProofs, ({ one }) => ({
  pet: one(pets, { fields: [rabiesProofs.petId], references: [pets.id] }),
}));
