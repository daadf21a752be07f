// issue 17: the authorization sweep. Every root field the schema marks `authScopes: { admin: true }`
// (read from the schema, so fields added later are walked too) is called as a visitor, as an owner and
// as an administrator of another jurisdiction, with the ids of real objects of the demo jurisdiction.
// The first two must be refused outright; the third must be refused, or answer nothing of the demo
// jurisdiction.
// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../api/schema.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestAdmin } from '../../test/test-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

type AnyField = GraphQLField<unknown, unknown>;

/** The root fields only an administrator may call. */
function adminFields(): Array<{ operation: 'query' | 'mutation'; field: AnyField }> {
  const found: Array<{ operation: 'query' | 'mutation'; field: AnyField }> = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: Record<string, unknown> } }).pothosOptions
        ?.authScopes;
      if (scopes && typeof scopes === 'object' && scopes.admin === true) found.push({ operation, field });
    }
  }
  return found;
}

/** A value of an input type: real ids where the name says what they are, something plausible elsewhere. */
function inputValueOf(type: GraphQLInputType, name: string, ids: Record<string, string>): unknown {
  if (isNonNullType(type)) return inputValueOf(type.ofType, name, ids);
  if (isListType(type)) return [inputValueOf(type.ofType, name, ids)];
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, inputValueOf(field.type, field.name, ids)]),
    );
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isScalarType(type)) {
    if (type.name === 'ID') return ids[name] ?? ids.id ?? '1';
    if (type.name === 'Int') return 1;
    if (type.name === 'Float') return 1;
    if (type.name === 'Boolean') return true;
    if (name === 'number' || name === 'type') return name === 'type' ? 'M' : '2065550100';
    if (/date/i.test(name)) return '2030-01-01';
    return ids[name] ?? 'Dana';
  }
  return null;
}

function operationOf(operation: 'query' | 'mutation', field: AnyField, ids: Record<string, string>) {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  const text = `${operation}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  const variables = Object.fromEntries(args.map((arg) => [arg.name, inputValueOf(arg.type, arg.name, ids)]));
  return { text, variables };
}

const REFUSED = ['UNAUTHENTICATED', 'FORBIDDEN'];
const OTHER_ADMIN = 'ottawa.sweep@example.com';

describe('authorization sweep of the admin root fields (issue 17)', () => {
  const testApp = useTestApp();
  const query = async (sql: string, params: unknown[] = []) => (await testApp.database.pool.query(sql, params)).rows;

  /** Real objects of the demo owner (King County): what another jurisdiction's admin must not reach. */
  async function demoIds(): Promise<Record<string, string>> {
    const [owner] = await query(`select id, jurisdiction_id from accounts where email = $1`, [DEMO_OWNER_EMAIL]);
    const [pet] = await query(`select id from pets where account_id = $1 order by id`, [owner.id]);
    const [license] = await query(`select id from pet_licenses where pet_id = $1`, [pet.id]);
    const [order] = await query(`select id, number from orders where account_id = $1`, [owner.id]);
    const [proof] = await query(`select id from rabies_proofs where pet_id = $1`, [pet.id]);
    // an imported record of the same jurisdiction not signed up yet (Morgan Reedy): its access code
    const [record] = await query(
      `select id from owner_records where jurisdiction_id = $1 and account_id is null order by id limit 1`,
      [owner.jurisdiction_id],
    );
    return {
      id: String(owner.id),
      accountId: String(owner.id),
      ownerId: String(owner.id),
      petId: String(pet.id),
      licenseId: String(license?.id ?? 1),
      proofId: String(proof?.id ?? 1),
      ownerRecordId: String(record.id),
      locale: 'en_US',
      orderId: String(order?.id ?? '00000000-0000-0000-0000-000000000000'),
      orderNumber: String(order?.number ?? 1),
      idempotencyKey: '6f1c3a52-9d4e-4b7a-8c21-5e0f9a7b3d10',
      jurisdictionId: String(owner.jurisdiction_id),
      query: '2065550100',
    };
  }

  /** What a refused admin call must leave as it was: the demo owner's record and what hangs off it. */
  const demoState = (ids: Record<string, string>) =>
    query(
      `select (select count(*) from audit_log)::int as audit, (select jurisdiction_id from accounts where id = $1) as jurisdiction,
        (select string_agg(status, ',' order by id) from pet_licenses) as licenses, (select first_name from accounts where id = $1) as name,
        (select count(*) from access_codes)::int as codes, (select count(*) from email_outbox)::int as emails,
        (select settings_version from jurisdictions where id = (select jurisdiction_id from accounts where id = $1)) as version`,
      [ids.accountId],
    );

  it('finds the admin fields in the schema (the staff console’s and the rabies queue’s at least)', () => {
    const names = adminFields().map(({ field }) => field.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'adminSearch',
        'adminOwner',
        'adminPet',
        'adminCorrectOwnerDetails',
        'adminRevokeLicense',
        'adminImportedRecord',
        'adminResendAccessCode',
        'previewInfoHtml',
        'updateFaq',
      ]),
    );
    expect(names).toEqual(expect.arrayContaining(['rabiesProofQueue', 'approveRabiesProof', 'moveOwner']));
  });

  it('refuses a visitor and an owner on every admin field', async () => {
    const ids = await demoIds();
    const visitor = new GraphQLTestClient(testApp.url);
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    for (const { operation, field } of adminFields()) {
      const { text, variables } = operationOf(operation, field, ids);
      for (const [who, client] of [
        ['visitor', visitor],
        ['owner', owner],
      ] as const) {
        const answer = await client.request<any>(text, variables);
        const code = answer.body.errors?.[0]?.extensions?.code;
        expect(REFUSED, `${who} ${field.name}: ${JSON.stringify(answer.body)}`).toContain(code);
        expect(answer.body.data?.[field.name] ?? null, `${who} ${field.name}`).toBeNull();
      }
    }
  });

  it('refuses an admin of another jurisdiction the demo jurisdiction’s objects, and changes nothing', async () => {
    const ids = await demoIds();
    await createTestAdmin(testApp.services, OTHER_ADMIN, DEMO_PASSWORD, ['ottawa-on']);
    const other = await logInClient(testApp.url, OTHER_ADMIN, DEMO_PASSWORD);
    const before = await demoState(ids);
    const secrets = [DEMO_OWNER_EMAIL, 'Dana', 'Biscuit', 'Reedy'];
    for (const { operation, field } of adminFields()) {
      const { text, variables } = operationOf(operation, field, ids);
      const withTypename = await other.request<any>(text, variables);
      const errors = withTypename.body.errors;
      if (errors?.length) {
        expect(errors[0]?.extensions?.code, `${field.name}: ${errors[0]?.message}`).toMatch(
          /^(NOT_FOUND|FORBIDDEN|VALIDATION_FAILED|BAD_USER_INPUT)$/,
        );
      }
      const data = JSON.stringify(withTypename.body.data ?? null);
      for (const secret of secrets) expect(data, `${field.name} answers ${secret}`).not.toContain(secret);
    }
    const after = await demoState(ids);
    expect(after).toEqual(before);
  });
});
