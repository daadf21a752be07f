// `npm run demo:code -- <email>`: the code a demo staff account's authenticator app shows now, from the
// secret the README publishes (decision 0114), for someone trying the demo without an app at hand. Demo
// data only: no real account has a published secret.
import { generateSync } from 'otplib';
import { TOTP_PERIOD_SECONDS } from '../src/domain/account/second-factor.rules.js';
import { DEMO_TOTP_SECRETS } from '../src/server/seed/demo-second-factors.js';

const email = process.argv[2]?.trim().toLowerCase();
const secret = email ? DEMO_TOTP_SECRETS[email] : undefined;
if (!email || !secret) {
  console.error(`usage: npm run demo:code -- <email>, one of: ${Object.keys(DEMO_TOTP_SECRETS).join(', ')}`);
  process.exit(64); // EX_USAGE
}
const now = Math.floor(Date.now() / 1000);
const left = TOTP_PERIOD_SECONDS - (now % TOTP_PERIOD_SECONDS);
console.log(`${generateSync({ secret, epoch: now })}  (${email}; a new code in ${left} s, each logs in once)`);
