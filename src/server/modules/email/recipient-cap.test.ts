// Issue 37 (2), decision 0803: every e-mail that goes to an address a person typed (or that a stranger makes
// us send to an owner) is capped per recipient and hour. A new template fails here until it says who chose
// its recipient; a typed one fails until it has its cap.
import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from './email-templates.js';
import { RECIPIENT_CAPS, RECIPIENT_KINDS } from './recipient-caps.js';

const kindOf = (name: EmailTemplateName): string | undefined => (RECIPIENT_KINDS as Record<string, string>)[name];
const capOf = (name: EmailTemplateName): number | undefined => (RECIPIENT_CAPS as Record<string, number>)[name];

describe('per-recipient caps, template by template', () => {
  it('says, for every template, who chose its recipient', () => {
    expect(EMAIL_TEMPLATE_NAMES.filter((name) => kindOf(name) === undefined)).toEqual([]);
    expect(Object.keys(RECIPIENT_KINDS).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
  });

  it('caps every template that goes to an address a person typed, or that a stranger sends', () => {
    const uncapped = EMAIL_TEMPLATE_NAMES.filter((name) => {
      const cap = capOf(name);
      return kindOf(name) !== 'account' && !(Number.isInteger(cap) && (cap ?? 0) > 0);
    });
    expect(uncapped).toEqual([]);
  });

  it('lists the capped templates and their caps an hour', () => {
    const capped = EMAIL_TEMPLATE_NAMES.filter((name) => kindOf(name) !== 'account');
    expect(Object.fromEntries(capped.map((name) => [name, [kindOf(name), capOf(name)]]))).toEqual({
      welcome: ['typed', 3],
      'access-code': ['typed', 3],
      'password-reset': ['typed', 3],
      'email-change-verify': ['typed', 3],
      'homesafe-finder-link': ['typed', 5],
      'homesafe-owner-reply': ['typed', 10],
      'homesafe-found-message': ['stranger', 20],
      'second-factor-failures': ['stranger', 3],
      'staff-invite': ['typed', 3],
    });
  });

  it('leaves uncapped only e-mails to the account’s own address that its holder, a payment, staff or a daily task sends', () => {
    expect(EMAIL_TEMPLATE_NAMES.filter((name) => kindOf(name) === 'account').sort()).toEqual([
      'email-change-notice',
      'license-expired',
      'license-grace-ending',
      'license-renewal-open',
      'order-receipt',
      'order-refunded',
      'passkey-added',
      'passkey-removed',
      'password-changed',
      'rabies-expiring',
      'rabies-proof-accepted',
      'rabies-proof-rejected',
      'recovery-codes-new',
      'renewal-failed',
      'second-factor-off',
      'second-factor-on',
      'second-factor-reset',
    ]);
  });
});
