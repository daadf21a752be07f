// What the integration tests read of the e-mail outbox: which templates an address was sent, oldest first.
import type { Pool } from 'pg';

export async function templatesSentTo(pool: Pool, email: string): Promise<string[]> {
  const { rows } = await pool.query<{ template: string }>(
    'select template from email_outbox where lower(to_address) = lower($1) order by id',
    [email],
  );
  return rows.map((row) => row.template);
}
