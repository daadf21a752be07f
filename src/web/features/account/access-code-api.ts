// Access-code calls (spec §2.6, §4 Access code): the record a code opens, sign-up completed with it,
// and "Fetch my record".
import { graphqlRequest } from '../../lib/graphql-client.js';
import { AccessCodeRecordDocument, type AccessCodeRecordQuery } from './api/access-code-record.generated.js';
import { CompleteSignUpDocument } from './api/complete-sign-up.generated.js';
import { RequestAccessCodeDocument } from './api/request-access-code.generated.js';
import type { SignUpInput } from './api.js';

export type AccessCodeRecord = NonNullable<AccessCodeRecordQuery['accessCodeRecord']>;

export async function fetchAccessCodeRecord(code: string): Promise<AccessCodeRecord | null> {
  return (await graphqlRequest(AccessCodeRecordDocument, { code }))?.accessCodeRecord ?? null;
}

export async function completeSignUp(code: string, input: SignUpInput): Promise<void> {
  await graphqlRequest(CompleteSignUpDocument, { code, input });
}

export async function requestAccessCode(email: string): Promise<void> {
  await graphqlRequest(RequestAccessCodeDocument, { email });
}
