// Relations for Drizzle's relational queries: a pet read with its licences, list breed, photo and rabies
// proofs in ONE statement (pet.service's views; QUALITY.md P2). Relations are not in the database:
// drizzle-kit ignores them, and the foreign keys stay on the tables.
import { relations } from 'drizzle-orm';
import { petPhotos } from './pet-photos.js';
import { breeds, petLicenses, pets } from './pets.js';
import { rabiesProofs } from './rabies-proofs.js';

export const petRelations = relations(pets, ({ one, many }) => ({
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
