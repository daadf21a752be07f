// The password operations of the API (src/server/modules/password/password.graphql.ts).
import type { SessionViewer } from '../../lib/session.js';
import { graphqlRequest } from '../../lib/graphql-client.js';

const REQUEST_PASSWORD_RESET = /* GraphQL */ `
  mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }
`;

export async function requestPasswordReset(email: string): Promise<void> {
  await graphqlRequest<{ requestPasswordReset: boolean }, { email: string }>(REQUEST_PASSWORD_RESET, { email });
}

const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) { id email firstName lastName role locale vsLocation }
  }
`;

export async function resetPassword(token: string, password: string): Promise<SessionViewer | null> {
  const data = await graphqlRequest<{ resetPassword: SessionViewer | null }, { token: string; password: string }>(
    RESET_PASSWORD,
    { token, password },
  );
  return data?.resetPassword ?? null;
}

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`;

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await graphqlRequest<{ changePassword: boolean }, { currentPassword: string; newPassword: string }>(CHANGE_PASSWORD, {
    currentPassword,
    newPassword,
  });
}
