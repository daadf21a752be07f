import type { Address } from '../../../domain/address/address.rules.js';
import type { SessionViewer } from '../../lib/session.js';
import { graphqlRequest } from '../../lib/graphql-client.js';

const EMAIL_AVAILABILITY = /* GraphQL */ `query EmailAvailability($email: String!) { emailAvailability(email: $email) }`;

/** ACCOUNT_EXISTS: an imported owner record without an account has the e-mail (spec §8). */
export type EmailAvailability = 'AVAILABLE' | 'EMAIL_EXISTS' | 'ACCOUNT_EXISTS';

export async function checkEmail(email: string): Promise<EmailAvailability> {
  const data = await graphqlRequest<{ emailAvailability: EmailAvailability }, { email: string }>(EMAIL_AVAILABILITY, {
    email,
  });
  return data?.emailAvailability ?? 'AVAILABLE';
}

/** Only the fields the API's AddressInput has. */
export function addressVariables(address: Address | null) {
  if (!address) return null;
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : String(value);
  return {
    id: text(address.id),
    unit: text(address.unit),
    civic: text(address.civic),
    street: text(address.street),
    additional: text(address.additional),
    cityName: text(address.cityName),
    province: text(address.province),
    country: text(address.country),
    postalCode: text(address.postalCode),
  };
}

export type SignUpVariables = {
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    phones: Array<{ type: string; number: string }>;
    birthdate: { day: string; month: string; year: string } | null;
    address: Address | null;
    mailingAddress: Address | null;
    tosAgreed: boolean;
  };
};

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) { id email firstName lastName role locale vsLocation }
  }
`;

export async function signUp(input: SignUpVariables['input']): Promise<SessionViewer | null> {
  const data = await graphqlRequest<{ signUp: SessionViewer }, { input: unknown }>(SIGN_UP, {
    input: {
      ...input,
      address: addressVariables(input.address),
      mailingAddress: addressVariables(input.mailingAddress),
    },
  });
  return data?.signUp ?? null;
}

export type MyAccount = {
  firstName: string;
  lastName: string;
  email: string;
  phones: Array<{ type: 'M' | 'H' | 'W'; number: string }>;
  birthdate: { year: number; month: number; day: number } | null;
  locale: string;
  notificationPreferences: { renewalReminders: boolean; orderUpdates: boolean; news: boolean };
  address: Omit<Address, 'id'> | null;
  mailingAddress: Omit<Address, 'id'> | null;
};

const ADDRESS_FIELDS = 'unit civic street additional cityName province country postalCode';
const MY_ACCOUNT_FIELDS = `firstName lastName email phones { type number } birthdate { year month day } locale
  notificationPreferences { renewalReminders orderUpdates news }
  address { ${ADDRESS_FIELDS} } mailingAddress { ${ADDRESS_FIELDS} }`;

const MY_ACCOUNT = /* GraphQL */ `query MyAccount { myAccount { ${MY_ACCOUNT_FIELDS} } }`;

export async function fetchMyAccount(): Promise<MyAccount | null> {
  const data = await graphqlRequest<{ myAccount: MyAccount }>(MY_ACCOUNT);
  return data?.myAccount ?? null;
}

const UPDATE_MY_DETAILS = /* GraphQL */ `
  mutation UpdateMyDetails($input: MyDetailsInput!) { updateMyDetails(input: $input) { ${MY_ACCOUNT_FIELDS} } }
`;

export async function updateMyDetails(input: {
  firstName: string;
  lastName: string;
  phones: Array<{ type: string; number: string }>;
  birthdate: { day: string; month: string; year: string } | null;
  address: Address | null;
  mailingAddress: Address | null;
}): Promise<MyAccount | null> {
  const data = await graphqlRequest<{ updateMyDetails: MyAccount }, { input: unknown }>(UPDATE_MY_DETAILS, {
    input: {
      ...input,
      address: addressVariables(input.address),
      mailingAddress: addressVariables(input.mailingAddress),
    },
  });
  return data?.updateMyDetails ?? null;
}

const CHANGE_EMAIL = /* GraphQL */ `
  mutation ChangeEmail($email: String!, $password: String!) { changeEmail(email: $email, password: $password) { email } }
`;

export async function changeEmail(email: string, password: string): Promise<void> {
  await graphqlRequest<unknown, { email: string; password: string }>(CHANGE_EMAIL, { email, password });
}

const UPDATE_PROFILE_SETTINGS = /* GraphQL */ `
  mutation UpdateProfileSettings($input: ProfileSettingsInput!) { updateProfileSettings(input: $input) { ${MY_ACCOUNT_FIELDS} } }
`;

export async function updateProfileSettings(input: {
  locale: string;
  notificationPreferences: MyAccount['notificationPreferences'];
}): Promise<MyAccount | null> {
  const data = await graphqlRequest<{ updateProfileSettings: MyAccount }, { input: unknown }>(UPDATE_PROFILE_SETTINGS, {
    input,
  });
  return data?.updateProfileSettings ?? null;
}

const DEACTIVATE = /* GraphQL */ `mutation DeactivateAccount($password: String!) { deactivateAccount(password: $password) }`;

export async function deactivateAccount(password: string): Promise<void> {
  await graphqlRequest<unknown, { password: string }>(DEACTIVATE, { password });
}

const VERIFY_EMAIL = /* GraphQL */ `mutation VerifyEmail($token: String!) { verifyEmail(token: $token) }`;

export async function verifyEmail(token: string): Promise<void> {
  await graphqlRequest<unknown, { token: string }>(VERIFY_EMAIL, { token });
}
