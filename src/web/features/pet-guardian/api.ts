import { graphqlRequest } from '../../lib/graphql-client.js';
import { type AddPetGuardianMutationVariables, AddPetGuardianDocument } from './api/add-pet-guardian.generated.js';
import { MovePetGuardianDocument } from './api/move-pet-guardian.generated.js';
import type { PetGuardianFieldsFragment } from './api/pet-guardian-fields.generated.js';
import { PetGuardiansDocument } from './api/pet-guardians.generated.js';
import { RemovePetGuardianDocument } from './api/remove-pet-guardian.generated.js';
import { UpdatePetGuardianDocument } from './api/update-pet-guardian.generated.js';

export type PetGuardian = PetGuardianFieldsFragment;
export type PetGuardianInput = AddPetGuardianMutationVariables['input'];

export async function fetchPetGuardians(signal?: AbortSignal): Promise<PetGuardian[]> {
  const data = await graphqlRequest(PetGuardiansDocument, {}, signal ? { signal } : {});
  return data?.petGuardians ?? [];
}

export async function addPetGuardian(input: PetGuardianInput): Promise<PetGuardian | null> {
  return (await graphqlRequest(AddPetGuardianDocument, { input }))?.addPetGuardian ?? null;
}

export async function updatePetGuardian(id: string, input: PetGuardianInput): Promise<PetGuardian | null> {
  return (await graphqlRequest(UpdatePetGuardianDocument, { id, input }))?.updatePetGuardian ?? null;
}

export async function removePetGuardian(id: string): Promise<PetGuardian[]> {
  return (await graphqlRequest(RemovePetGuardianDocument, { id }))?.removePetGuardian ?? [];
}

export async function movePetGuardian(id: string, position: number): Promise<PetGuardian[]> {
  return (await graphqlRequest(MovePetGuardianDocument, { id, position }))?.movePetGuardian ?? [];
}
