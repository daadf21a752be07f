// Where an e-mail of the outbox is, as a person is told it (issue 11: 8; issue 38: D12, decision 0506).
import type { EmailOutboxRow } from '../../db/schema/index.js';

/**
 * Where a message of the outbox is (issue 11: 8; D12): kept locally (no SMTP_URL: the outbox transport
 * "delivered" it and nothing left the machine), queued, sent over SMTP, or failed after its last try. The
 * dev mailbox and the staff owner record say it with the same words.
 */
export const EMAIL_DELIVERIES = ['KEPT_LOCALLY', 'QUEUED', 'SENT', 'FAILED'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/** The delivery of an outbox row, from its status and the way it left; a SENT row from before 0011 is SENT. */
export function emailDelivery(row: Pick<EmailOutboxRow, 'status' | 'deliveredBy'>): EmailDelivery {
  if (row.status === 'SENT') return row.deliveredBy === 'outbox' ? 'KEPT_LOCALLY' : 'SENT';
  return row.status;
}
