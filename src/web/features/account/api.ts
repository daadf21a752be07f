import { graphqlRequest } from '../../lib/graphql-client.js';
import { ChangeEmailDocument } from './api/change-email.generated.js';
import { DeactivateAccountDocument } from './api/deactivate-account.generated.js';
import { EmailAvailabilityDocument } from './api/email-availability.generated.js';
import { MyAccountDocument } from './api/my-account.generated.js';
import type { MyAccountFieldsFragment } from './api/my-account-fields.generated.js';
import { type SignUpMutationVariables, SignUpDocument } from './api/sign-up.generated.js';
import { type UpdateMyDetailsMutationVariables, UpdateMyDetailsDocument } from './api/update-my-details.generated.js';
import {
  type UpdateProfileSettingsMutationVariables,
  UpdateProfileSettingsDocument,
} from './api/update-profile-settings.generated.js';
import { VerifyEmailDocument } from './api/verify-email.generated.js';

export type MyAccount = MyAccountFieldsFragment;
export type SignUpInput = SignUpMutationVariables['input'];

export async function checkEmail(email: string) {
  return (await graphqlRequest(EmailAvailabilityDocument, { email }))?.emailAvailability ?? 'AVAILABLE';
}

export async function signUp(input: SignUpInput): Promise<void> {
  await graphqlRequest(SignUpDocument, { input });
}

export async function fetchMyAccount(): Promise<MyAccount | null> {
  return (await graphqlRequest(MyAccountDocument))?.myAccount ?? null;
}

export async function updateMyDetails(input: UpdateMyDetailsMutationVariables['input']): Promise<MyAccount | null> {
  return (await graphqlRequest(UpdateMyDetailsDocument, { input }))?.updateMyDetails ?? null;
}

export async function changeEmail(email: string, password: string): Promise<void> {
  await graphqlRequest(ChangeEmailDocument, { email, password });
}

export async function updateProfileSettings(input: UpdateProfileSettingsMutationVariables['input']): Promise<void> {
  await graphqlRequest(UpdateProfileSettingsDocument, { input });
}

export async function deactivateAccount(password: string): Promise<void> {
  await graphqlRequest(DeactivateAccountDocument, { password });
}

export async function verifyEmail(token: string): Promise<void> {
  await graphqlRequest(VerifyEmailDocument, { token });
}
