// The readiness checks that read the configuration alone (issue 41: 4): config in, answer out, no I/O.
// Each judges the deployment as production would, whatever NODE_ENV says: the doctor tells whether the
// portal is ready for people, not whether development works.
import type { Config, TrustProxySetting } from '../../env.js';
import { notReady, pass, type ReadinessCheck } from './readiness-check.js';

/** Whether the server runs in production mode (Secure cookies, HSTS, no demo data by default). */
export function nodeEnvCheck(nodeEnv: Config['NODE_ENV']): ReadinessCheck {
  if (nodeEnv === 'production') return pass('node-env', 'NODE_ENV=production');
  return notReady(
    'node-env',
    'warn',
    `NODE_ENV=${nodeEnv}: no Secure cookies or HSTS, demo data seeded, errors shown in full`,
    'set NODE_ENV=production on a server people use',
  );
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Whether PUBLIC_URL, the origin of every e-mailed link, is an https origin others can reach. */
export function publicUrlCheck(publicUrl: string | undefined): ReadinessCheck {
  if (!publicUrl)
    return notReady(
      'public-url',
      'fail',
      'PUBLIC_URL is not set: production refuses to start without it',
      "set PUBLIC_URL to the portal's public origin, e.g. PUBLIC_URL=https://pets.example.org (decision 0506)",
    );
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:')
    return notReady(
      'public-url',
      'fail',
      `PUBLIC_URL=${url.origin}: links in e-mail and text messages are not https`,
      'terminate TLS in front of the app (the load balancer) and set PUBLIC_URL=https://…',
    );
  if (LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'))
    return notReady(
      'public-url',
      'warn',
      `PUBLIC_URL=${url.origin}: a local address, links in e-mail reach only this machine`,
      'set PUBLIC_URL to the host name people use',
    );
  return pass('public-url', `PUBLIC_URL=${url.origin}`);
}

/** Whether SECOND_FACTOR_KEY, which encrypts every enrolled authenticator app, is set (decision 0109). */
export function secondFactorKeyCheck(key: string | undefined): ReadinessCheck {
  if (!key)
    return notReady(
      'second-factor-key',
      'fail',
      'SECOND_FACTOR_KEY is not set: production refuses to start without it, and staff cannot enrol a second factor',
      'set SECOND_FACTOR_KEY=$(openssl rand -base64 32) once, and back it up with the database (a new key makes every enrolled app unusable)',
    );
  return pass('second-factor-key', 'SECOND_FACTOR_KEY is set');
}

/**
 * Whether card payments go to a real processor, or to the test one because it was said. `said` is
 * PAYMENT_PROVIDER as the environment has it (the parsed configuration defaults it to test outside
 * production); `secretKey` is STRIPE_SECRET_KEY, of which only the prefix is read.
 */
export function paymentsCheck(input: {
  said: string | undefined;
  provider: Config['PAYMENT_PROVIDER'];
  secretKey: string | undefined;
}): ReadinessCheck {
  if (!input.said)
    return notReady(
      'payments',
      'fail',
      'PAYMENT_PROVIDER is not set: production refuses to start without it',
      'set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (PAYMENT_PROVIDER=test for a demo only)',
    );
  if (input.provider === 'test')
    return notReady(
      'payments',
      'warn',
      'PAYMENT_PROVIDER=test: the embedded test processor takes no money',
      'for real payments set PAYMENT_PROVIDER=stripe with its three keys; keep test for a demo only',
    );
  if (/^(sk|rk)_test_/.test(input.secretKey ?? ''))
    return notReady(
      'payments',
      'warn',
      "PAYMENT_PROVIDER=stripe with a test key (sk_test_…): Stripe's test mode takes no money",
      'set the live keys (sk_live_…, pk_live_…) and the live webhook secret from the Stripe dashboard',
    );
  return pass('payments', /^(sk|rk)_live_/.test(input.secretKey ?? '') ? 'Stripe, live keys' : 'Stripe');
}

/** Whether text-message reminders are sent, or kept in the SMS outbox. */
export function smsCheck(provider: Config['SMS_PROVIDER']): ReadinessCheck {
  if (provider === 'twilio') return pass('sms', 'SMS_PROVIDER=twilio');
  return notReady(
    'sms',
    'warn',
    'SMS_PROVIDER=outbox: text reminders owners opt in to are kept, never sent',
    'set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (decision 0502)',
  );
}

/** Whether X-Forwarded-For is believed from named proxies only (decision 0024). */
export function trustProxyCheck(setting: TrustProxySetting): ReadinessCheck {
  switch (setting.kind) {
    case 'hops':
      return pass(
        'trust-proxy',
        `TRUST_PROXY=${setting.hops}: clients counted as the nearest of ${setting.hops} prox${setting.hops === 1 ? 'y' : 'ies'} saw them (only the proxies may reach the app's port)`,
      );
    case 'addresses':
      return pass(
        'trust-proxy',
        `TRUST_PROXY=${setting.addresses.join(',')}: X-Forwarded-For believed from these only`,
      );
    case 'all':
      return notReady(
        'trust-proxy',
        'fail',
        'TRUST_PROXY=true: every client chooses the address its per-IP limits count (production refuses it)',
        'set the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/16)',
      );
    case 'none':
      return notReady(
        'trust-proxy',
        'warn',
        "TRUST_PROXY unset: behind a proxy, every client shares the proxy's per-IP limits",
        'behind a load balancer set TRUST_PROXY=1 (the number of proxies) or their addresses; leave it unset only when clients connect directly',
      );
  }
}
