// Issue 17's staff search benchmark (decision 0701), against the production build on its embedded
// PostgreSQL: 100,000 owners (and 50,000 pets) are seeded straight into the database, then the demo
// administrator's searches (a phone number as typed, a last name, the start of an e-mail address, a pet's
// name, a licence number) are timed through the whole GraphQL stack, one after another, against a
// primary-key lookup through the same stack in the same run: `me`, the session's row by its key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import pg from 'pg';

const DEMO_ADMIN = { email: 'demo.admin@pawport.example', password: 'Demo-Pawport-2026!' };
/** its authenticator app's published key (src/server/seed/demo-second-factors.ts, decision 0114) */
const DEMO_ADMIN_TOTP_SECRET = 'PAWPORTDEMOADMINSECRETKEYFORAPPS';
const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan', 'Kai', 'Logan'];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Tremblay', 'Roy', 'Martin', 'Lee', 'Brown', 'Wilson', 'Patel'];

async function call(url, cookie, query, variables = {}) {
  const response = await fetch(`${url}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, cookies: response.headers.getSetCookie().map((line) => line.split(';')[0]) };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Seeds `owners` owners in the demo's King County (every other one with a dog), then ANALYZE. */
async function seed(server, owners) {
  const password = readFileSync(join(server.dataDir, '.pg-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://pawport:${encodeURIComponent(password)}@127.0.0.1:${server.postgresPort}/pawport`,
  });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `insert into accounts (email, password_hash, first_name, last_name, jurisdiction_id, phones)
       select 'bench.owner.' || n || '@example.com', 'x', ($2::text[])[1 + n % 10], ($3::text[])[1 + (n / 10) % 10] || n,
         (select id from jurisdictions where slug = 'king-county-wa'),
         jsonb_build_array(jsonb_build_object('type', 'M', 'number', (2060000000 + n)::text))
       from generate_series(1, $1::int) n`,
      [owners, FIRST, LAST],
    );
    await client.query(
      `insert into pets (account_id, species, name, sex, birthday, breed_known, colors)
       select id, 'DOG', 'Bench dog ' || id, 'MALE', '2020-01-01', false, '{}'
       from accounts where email like 'bench.owner.%' and id % 2 = 0`,
    );
    await client.query('analyze');
    const [{ count }] = (await client.query(`select count(*)::int as count from accounts where role = 'OWNER'`)).rows;
    const [license] = (await client.query('select number from pet_licenses order by id limit 1')).rows;
    return { seconds: (performance.now() - started) / 1000, owners: count, licenseNumber: license?.number ?? 'KC-' };
  } finally {
    await client.end();
  }
}

export async function benchAdminSearch(server, { owners = 100_000, samples = 60 } = {}) {
  const seeded = await seed(server, owners);
  const step = await call(
    server.url,
    null,
    'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { id } } }',
    DEMO_ADMIN,
  );
  // every staff log-in asks for the app's code (decision 0114); the fresh database has used no step yet
  const { cookies } = await call(
    server.url,
    step.cookies.join('; '),
    'mutation ($code: String!) { logInSecondFactor(code: $code) { id } }',
    { code: generateSync({ secret: DEMO_ADMIN_TOTP_SECRET }) },
  );
  const cookie = cookies.join('; ');
  const search = 'query ($query: String!) { adminSearch(query: $query) { kind hits { ownerId title } hasNextPage } }';
  const queries = ['(206) 004-2017', 'Tremblay', 'bench.owner.4242', 'Bench dog 8888', seeded.licenseNumber, 'Dana'];
  const timed = async (query, variables) => {
    const started = performance.now();
    await call(server.url, cookie, query, variables);
    return performance.now() - started;
  };
  // warm up both, then alternate so the two share the machine's moments
  for (const text of queries) await timed(search, { query: text });
  for (let index = 0; index < 10; index++) await timed('{ me { id } }');
  const searchTimes = [];
  const lookupTimes = [];
  const byQuery = new Map(queries.map((text) => [text, []]));
  for (let round = 0; round < samples; round++) {
    for (const text of queries) {
      const took = await timed(search, { query: text });
      searchTimes.push(took);
      byQuery.get(text).push(took);
      lookupTimes.push(await timed('{ me { id } }'));
    }
  }
  const searchP95 = percentile(searchTimes, 95);
  const lookupP95 = percentile(lookupTimes, 95);
  return {
    ...seeded,
    requests: searchTimes.length,
    searchP50: percentile(searchTimes, 50),
    searchP95,
    lookupP95,
    ratio: searchP95 / lookupP95,
    perQuery: [...byQuery].map(([text, times]) => ({ text, p50: percentile(times, 50), p95: percentile(times, 95) })),
  };
}
