// The pet guardian operations of the API (schema.graphql: petGuardians, add/update/remove/move).
import type { PhoneType } from '../../../domain/account/phone.rules.js';
import { graphqlRequest } from '../../lib/graphql-client.js';

export type PetGuardian = {
  id: string;
  firstName: string;
  lastName: string;
  relationship: string | null;
  email: string | null;
  phones: Array<{ type: PhoneType; number: string }>;
  position: number;
};

export type PetGuardianInput = {
  firstName: string;
  lastName: string;
  relationship: string;
  email: string;
  phones: Array<{ type: string; number: string }>;
};

const FIELDS = 'id firstName lastName relationship email phones { type number } position';

const LIST = /* GraphQL */ `query PetGuardians { petGuardians { ${FIELDS} } }`;
const ADD = /* GraphQL */ `
  mutation AddPetGuardian($input: PetGuardianInput!) { addPetGuardian(input: $input) { ${FIELDS} } }
`;
const UPDATE = /* GraphQL */ `
  mutation UpdatePetGuardian($id: ID!, $input: PetGuardianInput!) {
    updatePetGuardian(id: $id, input: $input) { ${FIELDS} }
  }
`;
const REMOVE = /* GraphQL */ `mutation RemovePetGuardian($id: ID!) { removePetGuardian(id: $id) { ${FIELDS} } }`;
const MOVE = /* GraphQL */ `
  mutation MovePetGuardian($id: ID!, $position: Int!) { movePetGuardian(id: $id, position: $position) { ${FIELDS} } }
`;

export async function fetchPetGuardians(signal?: AbortSignal): Promise<PetGuardian[]> {
  const data = await graphqlRequest<{ petGuardians: PetGuardian[] }>(LIST, {}, signal ? { signal } : {});
  return data?.petGuardians ?? [];
}

export async function addPetGuardian(input: PetGuardianInput): Promise<PetGuardian | null> {
  const data = await graphqlRequest<{ addPetGuardian: PetGuardian }, { input: PetGuardianInput }>(ADD, { input });
  return data?.addPetGuardian ?? null;
}

export async function updatePetGuardian(id: string, input: PetGuardianInput): Promise<PetGuardian | null> {
  const data = await graphqlRequest<{ updatePetGuardian: PetGuardian }, { id: string; input: PetGuardianInput }>(
    UPDATE,
    { id, input },
  );
  return data?.updatePetGuardian ?? null;
}

/** Returns the remaining guardians, in their new order. */
export async function removePetGuardian(id: string): Promise<PetGuardian[]> {
  const data = await graphqlRequest<{ removePetGuardian: PetGuardian[] }, { id: string }>(REMOVE, { id });
  return data?.removePetGuardian ?? [];
}

/** Returns every guardian, in their new order. */
export async function movePetGuardian(id: string, position: number): Promise<PetGuardian[]> {
  const data = await graphqlRequest<{ movePetGuardian: PetGuardian[] }, { id: string; position: number }>(MOVE, {
    id,
    position,
  });
  return data?.movePetGuardian ?? [];
}
