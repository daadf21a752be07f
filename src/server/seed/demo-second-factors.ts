// The demo staff's authenticator-app secrets (decision 0114), published in the README so that a person
// trying the demo can add them to an app or run `npm run demo:code -- <email>`: staff must have a second
// factor, and every staff log-in asks for its code. Demo data only (production refuses it); the owners'
// demo accounts have none. Plain constants, so the e2e fixtures and the script read them without the server.

/** Base32, 20 bytes each, keyed by the demo staff account's e-mail (demo-accounts.ts DEMO_EMAILS). */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'demo.admin@pawport.example': 'PAWPORTDEMOADMINSECRETKEYFORAPPS',
  'demo.clerk@pawport.example': 'PAWPORTDEMOCLERKSECRETKEYFORAPPS',
};
