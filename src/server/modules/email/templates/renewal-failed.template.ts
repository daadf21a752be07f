// A smart tracker plan that could not be renewed (decision 0404): what failed, when it is tried again
// (or that it has stopped), and the link to Billing Details to update the card.
import { fill } from '../email-catalog.js';
import { actionEmail } from '../email-layout.js';

export type RenewalFailedEmailData = {
  firstName: string;
  petName: string;
  plan: string;
  amount: string;
  /** the next try's date; null when the plan has stopped (too many failures) */
  retryOn: string | null;
  billingUrl: string;
};

export const renderRenewalFailedEmail = actionEmail('renewalFailed', (text, data: RenewalFailedEmailData) => ({
  paragraphs: [
    fill(text.failed, { pet: data.petName, plan: data.plan, amount: data.amount }),
    data.retryOn ? fill(text.retry, { date: data.retryOn }) : text.stopped,
  ],
  url: data.billingUrl,
}));
