// E-mail text in en-CA: only what differs from en-US (Canadian spelling: "licence" is the noun,
// "license" the verb); every other key falls back to en_US (decision 1009, for the web catalogs).
import type { EmailCatalogOverrides } from './en_US.js';

export const en_CA: EmailCatalogOverrides = {
  staffInvite: {
    body: 'The operator of Pawport invites you to administer {{jurisdiction}}: you will see and manage its pet owners, licences and orders in the staff console.',
  },
  welcome: {
    body: 'Thank you for creating your Pawport account. With it you can license your pets, renew their licences and keep their records in one place.',
  },
  rabiesExpiring: {
    body: "The rabies vaccination on file for {{pet}} expires on {{date}}. After your veterinarian renews it, upload the new certificate so that {{pet}}'s licence stays valid.",
  },
  rabiesProofAccepted: {
    subject: "Your rabies proof was accepted — {{pet}}'s licence is active until {{date}}",
    active: "{{pet}}'s licence {{number}} is now active until {{date}}.",
    actionIntro: "{{pet}}'s licence and its certificate are in My Pets:",
  },
  orderRefunded: {
    revokedOne: 'As the whole order is refunded, the licence bought with it is revoked: {{licenses}}.',
    revokedOther: 'As the whole order is refunded, the licences bought with it are revoked: {{licenses}}.',
  },
  licenseRenewalOpen: {
    subject: "Time to renew {{pet}}'s licence",
    body: "{{pet}}'s licence {{number}} expires on {{date}}. You can renew it now: the new licence starts the day the current one ends, so renewing early loses nothing.",
    actionLabel: 'Renew the licence',
  },
  licenseExpired: {
    subject: "{{pet}}'s licence has expired",
    body: "{{pet}}'s licence {{number}} expired on {{date}}.",
    actionLabel: 'Renew the licence',
  },
  licenseGraceEnding: {
    subject: "Renew {{pet}}'s licence this week to avoid a late fee",
    body: "{{pet}}'s licence {{number}} expired on {{date}}. Renew it by {{graceEnd}}: after that day, the late fee of {{lateFee}} is added.",
    bodyNoFee: "{{pet}}'s licence {{number}} expired on {{date}}. Renew it by {{graceEnd}}.",
    actionLabel: 'Renew the licence',
  },
  licenseReminder: {
    smsRenewalOpen: "Pawport: {{pet}}'s licence expires {{date}}. Renew now: {{url}}",
    smsExpired: "Pawport: {{pet}}'s licence expired {{date}}. Renew by {{graceEnd}}: {{url}}",
    smsGraceEnding: "Pawport: renew {{pet}}'s licence by {{graceEnd}} to avoid a late fee: {{url}}",
  },
};
