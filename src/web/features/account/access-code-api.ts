// Access-code calls (spec §2.6, §4 Access code): the record a code opens, sign-up completed with it,
// and "Fetch my record".
import type { SessionViewer } from '../../lib/session.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { addressVariables, type SignUpVariables } from './api.js';

export type AccessCodeRecord = { firstName: string; lastName: string; email: string | null; jurisdictionName: string };

const ACCESS_CODE_RECORD = /* GraphQL */ `
  query AccessCodeRecord($code: String!) {
    accessCodeRecord(code: $code) { firstName lastName email jurisdictionName }
  }
`;

export async function fetchAccessCodeRecord(code: string): Promise<AccessCodeRecord | null> {
  const data = await graphqlRequest<{ accessCodeRecord: AccessCodeRecord }, { code: string }>(ACCESS_CODE_RECORD, {
    code,
  });
  return data?.accessCodeRecord ?? null;
}

const COMPLETE_SIGN_UP = /* GraphQL */ `
  mutation CompleteSignUp($code: String!, $input: SignUpInput!) {
    completeSignUp(code: $code, input: $input) { id email firstName lastName role locale vsLocation }
  }
`;

export async function completeSignUp(code: string, input: SignUpVariables['input']): Promise<SessionViewer | null> {
  const data = await graphqlRequest<{ completeSignUp: SessionViewer }, { code: string; input: unknown }>(
    COMPLETE_SIGN_UP,
    {
      code,
      input: {
        ...input,
        address: addressVariables(input.address),
        mailingAddress: addressVariables(input.mailingAddress),
      },
    },
  );
  return data?.completeSignUp ?? null;
}

const REQUEST_ACCESS_CODE = /* GraphQL */ `mutation RequestAccessCode($email: String!) { requestAccessCode(email: $email) }`;

export async function requestAccessCode(email: string): Promise<void> {
  await graphqlRequest<{ requestAccessCode: boolean }, { email: string }>(REQUEST_ACCESS_CODE, { email });
}
