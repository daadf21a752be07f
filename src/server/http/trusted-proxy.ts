// Issue 37 (1), decision 0024: TRUST_PROXY as Fastify's `trustProxy`, which decides `request.ip`, the
// subject of every per-IP limit (rate-limit.service.ts), and which X-Forwarded-Host/-Proto are believed.
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxySetting } from '../env.js';

/**
 * Fastify's `trustProxy` for the setting. A hop count is a function, not the number: Fastify 5.12 turns a
 * bare number into "trust nobody" (so every client would share the load balancer's address and its
 * limits), where proxy-addr's own hop count trusts the `hops` nearest addresses, as this does:
 * `(address, i) => i < hops`, `i` 0 being the connection's peer.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): FastifyServerOptions['trustProxy'] {
  switch (setting.kind) {
    case 'none':
      return false;
    case 'all':
      return true;
    case 'hops': {
      const { hops } = setting;
      return (_address: string, index: number) => index < hops;
    }
    case 'addresses':
      return [...setting.addresses];
  }
}
