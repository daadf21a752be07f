// The fast paths of security-headers.ts and request-log.ts stay taken: this Fastify's reply and request
// have the two slots fastify-slots.ts looks for (a release that renamed one would fall back, slower).
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { replyHeaders, routeContext } from './fastify-slots.js';

it("finds a reply's header object and a request's route context", async () => {
  const app = Fastify();
  app.get('/things/:id', (request, reply) => {
    reply.header('x-seen', '1');
    reply.send({
      headers: replyHeaders.has(reply) && replyHeaders.get(reply)?.['x-seen'] === '1',
      route: routeContext.get(request)?.config?.url ?? null,
    });
  });
  const answer = await app.inject({ method: 'GET', url: '/things/7' });
  expect(answer.json()).toEqual({ headers: true, route: '/things/:id' });
  await app.close();
});
