// E-mail text in en-US: every key, the end of every locale's fallback chain (src/domain/locale/locales.ts
// LOCALE_FALLBACKS). {{name}} is filled from the template's data; the layout escapes the result for HTML.
export const en_US = {
  layout: {
    greeting: 'Hi {{firstName}},',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    signOff: 'The Pawport team',
    footer: 'This is an automated message from Pawport. Replies to this address are not read.',
  },
  welcome: {
    subject: 'Welcome to Pawport: please verify your email address',
    body: 'Thank you for creating your Pawport account. With it you can license your pets, renew their licenses and keep their records in one place.',
    actionIntro: 'Please confirm that this email address is yours:',
    actionLabel: 'Verify my email address',
    closing: 'If you did not create a Pawport account, you can ignore this email.',
  },
  accessCode: {
    subject: 'Your Pawport access code',
    body: 'Here is your access code to complete your sign-up:',
    actionIntro: 'Enter it on the sign-up page, or open this link:',
    actionLabel: 'Complete my sign-up',
    closing: 'Do not share this code with anyone. If you did not ask for it, you can ignore this email.',
  },
  passwordReset: {
    subject: 'Reset your Pawport password',
    body: 'We received a request to reset the password of your Pawport account.',
    actionIntro: 'To choose a new password, open this link within {{minutes}} minutes:',
    actionLabel: 'Reset my password',
    expired: 'If the link has expired, you can ask for a new one on the log-in page.',
    notYou: 'If you did not ask to reset your password, ignore this email: your password stays the same.',
  },
  rabiesProofRejected: {
    subject: 'Your rabies proof was not accepted',
    rejected: 'Our staff could not accept the rabies vaccination proof you uploaded for {{pet}}.',
    reason: 'Reason: {{reason}}',
    again:
      'Please upload a new proof: a clear photo or PDF of the vaccination certificate signed by your veterinarian.',
    checked: 'Once you upload it, our staff will check it, {{checkTime}}.',
    actionIntro: 'Upload a new proof:',
    actionLabel: 'Open my pet',
    ILLEGIBLE: 'the document cannot be read',
    WRONG_PET: 'the document is for another pet',
    EXPIRED: 'the vaccination has expired',
    NOT_RABIES: 'the document is not a rabies vaccination certificate',
    MISSING_VET_SIGNATURE: "the veterinarian's signature is missing",
  },
  rabiesProofAccepted: {
    subject: "Your rabies proof was accepted — {{pet}}'s license is active until {{date}}",
    subjectNoLicense: "{{pet}}'s rabies proof was accepted",
    accepted:
      'Our staff verified the rabies vaccination proof you uploaded for {{pet}} and accepted it. It is valid until {{expires}}.',
    active: "{{pet}}'s license {{number}} is now active until {{date}}.",
    actionIntro: "{{pet}}'s license and its certificate are in My Pets:",
    actionIntroNoLicense: '{{pet}} is in My Pets:',
    actionLabel: 'Open My Pets',
  },
  /** the web app's words for PROOF_CHECK_WORKING_DAYS (licensing.json standing.checkTime) */
  proofCheck: {
    checkTime_one: 'usually within {{count}} working day',
    checkTime_other: 'usually within {{count}} working days',
  },
  orderRefunded: {
    subject: 'We refunded {{amount}} to your {{card}} ending in {{last4}}',
    subjectNoCard: 'We refunded {{amount}} for your order {{reference}}',
    refunded: 'We refunded {{amount}} to your {{card}} ending in {{last4}} for your order {{reference}}.',
    brandCard: '{{brand}} card',
    card: 'card',
    refundedNoCard: 'We refunded {{amount}} for your order {{reference}} to the card you paid with.',
    soFar: 'In all, {{refunded}} of the {{total}} you paid has been refunded.',
    revokedOne: 'As the whole order is refunded, the license bought with it is revoked: {{licenses}}.',
    revokedOther: 'As the whole order is refunded, the licenses bought with it are revoked: {{licenses}}.',
    bank: 'Your bank usually shows the refund within 5 to 10 business days.',
    testMode: 'Test mode — no money is taken: no card was charged for this order, so none is paid back to one.',
    actionIntro: 'See the order in your account:',
    actionLabel: 'View my order',
  },
  renewalFailed: {
    subject: 'Your Smart Tracker plan could not be renewed',
    failed: "We could not charge {{amount}} to renew {{pet}}'s Smart Tracker plan ({{plan}}) on your saved card.",
    retry: 'We will try again on {{date}}.',
    stopped: 'After several tries the plan has stopped. Update your card to start it again.',
    actionIntro: 'Check or replace your card:',
    actionLabel: 'Update my card',
  },
  orderReceipt: {
    subject: 'Your Pawport order receipt',
    thanks: 'Thank you for your order {{reference}} of {{when}}.',
    subtotal: 'Subtotal: {{amount}}',
    tax: 'Tax: {{amount}}',
    total: 'Total paid: {{amount}}',
    paidWith: 'Paid with {{card}}.',
    nothingCharged: "Nothing was charged: this order's total is zero.",
    testMode: 'Test mode — no money is taken: no card was charged for this order.',
    actionIntro: 'Your receipt is also in your account:',
    actionLabel: 'View my receipt',
  },
  passwordChanged: {
    subject: 'Your Pawport password was changed',
    changedOn: 'The password of your Pawport account was changed on {{when}}.',
    ifYou: 'If you made this change, there is nothing else to do.',
    actionIntro: 'If you did not, someone else may know your password. Reset it right away:',
    actionLabel: 'Reset my password',
  },
  secondFactorOn: {
    subject: 'Two-step log-in is now on for your Pawport account',
    changedOn:
      'On {{when}}, an authenticator app was set up for your Pawport account. From now on, logging in asks for a code from that app.',
    ifYou: 'If you set it up, there is nothing else to do. Keep your recovery codes somewhere safe.',
    actionIntro: 'If you did not, someone else may know your password. Reset it right away:',
    actionLabel: 'Reset my password',
  },
  secondFactorOff: {
    subject: 'Two-step log-in was turned off for your Pawport account',
    changedOn:
      'On {{when}}, two-step log-in was turned off for your Pawport account: its authenticator app, passkeys and recovery codes were removed and no longer work. Logging in now asks only for your password.',
    ifYou: 'If you turned it off, there is nothing else to do.',
    actionIntro: 'If you did not, someone else may know your password. Reset it right away:',
    actionLabel: 'Reset my password',
  },
  secondFactorReset: {
    subject: 'Two-step log-in was reset for your Pawport account',
    changedOn:
      'On {{when}}, the site operator, {{operator}}, reset two-step log-in for your Pawport account, as you asked: its authenticator app, passkeys and recovery codes were removed, and you were logged out everywhere.',
    nextLogIn:
      'The next time you log in, you will set up a passkey or an authenticator app again before the staff console opens.',
    actionIntro: 'If you did not ask for this, contact the site operator right away and reset your password:',
    actionLabel: 'Reset my password',
  },
  recoveryCodesNew: {
    subject: 'New recovery codes for your Pawport account',
    changedOn: 'On {{when}}, new recovery codes were made for your Pawport account. The old ones no longer work.',
    ifYou: 'If you asked for them, there is nothing else to do. Keep the new codes somewhere safe.',
    actionIntro: 'If you did not, someone else may know your password. Reset it right away:',
    actionLabel: 'Reset my password',
  },
  secondFactorFailures: {
    subject: 'Someone tried to log in to your Pawport account with your password',
    failedOn:
      'On {{when}}, someone entered the right password for your Pawport account, then failed the second step of two-step log-in {{count}} times. For now, each new try has to wait a few minutes.',
    ifYou: 'If it was you, there is nothing else to do: wait a few minutes, then log in again.',
    actionIntro: 'If it was not you, someone else knows your password. Reset it right away:',
    actionLabel: 'Reset my password',
  },
  passkeyAdded: {
    subject: 'A passkey was added to your Pawport account',
    changedOn:
      'On {{when}}, a passkey named “{{nickname}}” was added to your Pawport account. It can now be used as the second step when you log in.',
    ifYou: 'If you added it, there is nothing else to do.',
    actionIntro: 'If you did not, someone else may know your password. Reset it right away:',
    actionLabel: 'Reset my password',
  },
  passkeyRemoved: {
    subject: 'A passkey was removed from your Pawport account',
    changedOn:
      'On {{when}}, the passkey named “{{nickname}}” was removed from your Pawport account. It no longer works for logging in.',
    ifYou: 'If you removed it, there is nothing else to do.',
    actionIntro: 'If you did not, someone else may know your password. Reset it right away:',
    actionLabel: 'Reset my password',
  },
  emailChangeVerify: {
    subject: 'Confirm your new Pawport email address',
    body: 'You asked to log in to your Pawport account with this email address from now on.',
    actionIntro: 'To confirm that this address is yours, open this link within {{hours}} hours:',
    actionLabel: 'Confirm my new email address',
    until: 'Until you confirm it, you keep logging in with {{oldEmail}}.',
    notYou: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  emailChangeNotice: {
    subject: 'The email address of your Pawport account is being changed',
    requested: 'On {{when}}, someone asked to change the email address of your Pawport account to {{newEmail}}.',
    until:
      'The new address becomes your log-in only once its owner confirms it; until then you keep logging in with this one.',
    ifYou: 'If you made this request, there is nothing else to do.',
    actionIntro:
      'If you did not, undo the change within {{hours}} hours: it keeps (or puts back) this address and logs everyone out of your account. Then choose a new password.',
    actionLabel: 'Undo this change',
  },
  rabiesExpiring: {
    subject: "{{pet}}'s rabies vaccination expires soon",
    body: "The rabies vaccination on file for {{pet}} expires on {{date}}. After your veterinarian renews it, upload the new certificate so that {{pet}}'s license stays valid.",
    actionIntro: 'Upload the new certificate:',
    actionLabel: 'Open my pet',
    sms: "Pawport: {{pet}}'s rabies vaccination expires {{date}}. Upload the new certificate: {{url}}",
  },
  licenseRenewalOpen: {
    subject: "Time to renew {{pet}}'s license",
    body: "{{pet}}'s license {{number}} expires on {{date}}. You can renew it now: the new license starts the day the current one ends, so renewing early loses nothing.",
    actionIntro: 'Renew it in a few steps:',
    actionLabel: 'Renew the license',
  },
  licenseExpired: {
    subject: "{{pet}}'s license has expired",
    body: "{{pet}}'s license {{number}} expired on {{date}}.",
    graceLateFee: 'Renew it by {{graceEnd}} to avoid the late fee of {{lateFee}}.',
    grace: 'Renew it by {{graceEnd}}.',
    actionIntro: 'Renew it in a few steps:',
    actionLabel: 'Renew the license',
  },
  licenseGraceEnding: {
    subject: "Renew {{pet}}'s license this week to avoid a late fee",
    body: "{{pet}}'s license {{number}} expired on {{date}}. Renew it by {{graceEnd}}: after that day, the late fee of {{lateFee}} is added.",
    bodyNoFee: "{{pet}}'s license {{number}} expired on {{date}}. Renew it by {{graceEnd}}.",
    actionIntro: 'Renew it in a few steps:',
    actionLabel: 'Renew the license',
  },
  licenseReminder: {
    aboutRenewal: 'How renewal works, with the fees and the dates: {{url}}',
    unsubscribe:
      'You receive these reminders because they are turned on in your Profile Settings. To stop them, change your preferences there: {{url}}',
    smsRenewalOpen: "Pawport: {{pet}}'s license expires {{date}}. Renew now: {{url}}",
    smsExpired: "Pawport: {{pet}}'s license expired {{date}}. Renew by {{graceEnd}}: {{url}}",
    smsGraceEnding: "Pawport: renew {{pet}}'s license by {{graceEnd}} to avoid a late fee: {{url}}",
    smsStop: 'Reply STOP to end these texts.',
  },
  homesafeFoundMessage: {
    subject: 'HomeSafe: a message about {{pet}}',
    first: 'Someone who found {{pet}} used the HomeSafe tag and left you this message:',
    reply: 'The person who found {{pet}} answered you:',
    phone: 'They gave this phone number so you can call them: {{phone}}',
    privacy: 'Your name, address, email and phone stay hidden until you choose to share them.',
    actionIntro: 'Read and answer on Pawport:',
    actionLabel: 'Open the message',
    sms: 'Pawport HomeSafe: someone found {{pet}} and left you a message. Read it: {{url}}',
  },
  homesafeFinderLink: {
    subject: 'Your message about {{pet}} was sent',
    greetingName: 'there',
    sent: 'Thank you for helping {{pet}} get home. We sent your message to the owner; they did not see your email address.',
    keep: 'Keep this email and open your private page once: the owner’s answers appear there, and from then on we email you when they write.',
    actionIntro: 'Your private page:',
    actionLabel: 'Read the owner’s answers',
  },
  homesafeOwnerReply: {
    subject: 'HomeSafe: the owner of {{pet}} answered you',
    answered: 'The owner of {{pet}} answered your message:',
    shared: 'The owner of {{pet}} chose to share their contact details with you:',
    email: 'Email: {{email}}',
    phone: 'Phone: {{phone}}',
    actionIntro: 'Read the conversation and answer:',
    actionLabel: 'Open my private page',
  },
  mobileCode: {
    sms: 'Pawport: {{code}} is your code to verify this mobile number. It works for {{minutes}} minutes. If you did not ask for it, ignore this text.',
  },
  staffInvite: {
    subject: 'You are invited to administer {{jurisdiction}} on Pawport',
    greetingName: 'there',
    body: 'The operator of Pawport invites you to administer {{jurisdiction}}: you will see and manage its pet owners, licenses and orders in the staff console.',
    secondFactor:
      'After choosing your password, you will set up a second way to log in (a passkey or an authenticator app) before the console opens.',
    actionIntro: 'To accept, open this link within {{hours}} hours (before {{when}}). It works once:',
    actionLabel: 'Accept the invitation',
    notYou: 'If you did not expect this invitation, ignore this email: nothing is created until the link is used.',
  },
};

/** Every key, as en_US has it: es_US and fr_CA carry them all. */
export type EmailCatalog = typeof en_US;

/** Any subset of the keys: the rest falls back per key along the locale's chain. */
export type EmailCatalogOverrides = { [Section in keyof EmailCatalog]?: Partial<EmailCatalog[Section]> };
