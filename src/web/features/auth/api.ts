import type { SessionViewer } from '../../lib/session.js';
import { graphqlRequest } from '../../lib/graphql-client.js';

const LOG_IN = /* GraphQL */ `
  mutation LogIn($email: String!, $password: String!) {
    logIn(email: $email, password: $password) { id email firstName lastName role locale vsLocation }
  }
`;

export async function logIn(email: string, password: string): Promise<SessionViewer | null> {
  const data = await graphqlRequest<{ logIn: SessionViewer }, { email: string; password: string }>(LOG_IN, {
    email,
    password,
  });
  return data?.logIn ?? null;
}

const LOG_OUT = /* GraphQL */ `mutation LogOut { logOut }`;

export async function logOut(): Promise<void> {
  await graphqlRequest<{ logOut: boolean }>(LOG_OUT);
}
