// The reference for P1: a bare node:http server answering the same bytes as the GraphQL endpoint.
import { createServer } from 'node:http';

const [port, headersJson, body] = process.argv.slice(2);
const headers = { ...JSON.parse(headersJson), 'content-length': Buffer.byteLength(body) };
const payload = Buffer.from(body);
createServer((request, response) => {
  if (request.url === '/ready') return response.end('ok');
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(payload);
  });
}).listen(Number(port), '127.0.0.1');
