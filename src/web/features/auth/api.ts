import { graphqlRequest } from '../../lib/graphql-client.js';
import { LogInDocument } from './api/log-in.generated.js';
import { LogOutDocument } from './api/log-out.generated.js';

export async function logIn(email: string, password: string) {
  await graphqlRequest(LogInDocument, { email, password });
}

export async function logOut(): Promise<void> {
  await graphqlRequest(LogOutDocument);
}
