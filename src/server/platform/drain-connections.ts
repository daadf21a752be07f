// A graceful stop behind a proxy (issue 41: 6, decision 0031): no request already sent is refused.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';

/**
 * Answers when the server has stopped taking connections and the open ones have ended (or after `graceMs`),
 * having cut none: a request already sent down a kept-alive connection is answered, not refused. Fastify's
 * close answers such a request 503 and node's ends idle connections at once, and the proxy, which may be
 * writing a request into one of them that instant, retries neither for a POST (nginx retries only
 * idempotent requests): a failed request. Here every answer from now on says `Connection: close`, so the
 * proxy retires that connection itself, and an idle one is left for the proxy to close after its own
 * keep-alive timeout (docs/operations/nginx.conf: 10 s), which stays below KEEP_ALIVE_TIMEOUT_SECONDS, the
 * app's, which ends whatever is left.
 */
export function drainConnections(server: Server, graceMs: number): Promise<void> {
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    response.shouldKeepAlive = false;
  });
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, graceMs);
    // net's close, not http's: http's also closes the idle kept-alive connections at once
    net.Server.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
