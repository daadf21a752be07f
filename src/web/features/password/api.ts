import { graphqlRequest } from '../../lib/graphql-client.js';
import { RequestPasswordResetDocument } from './api/request-password-reset.generated.js';
import { ResetPasswordDocument } from './api/reset-password.generated.js';

export async function requestPasswordReset(email: string): Promise<void> {
  await graphqlRequest(RequestPasswordResetDocument, { email });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await graphqlRequest(ResetPasswordDocument, { token, password });
}
