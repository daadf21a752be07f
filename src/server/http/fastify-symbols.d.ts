// Fastify's internal symbols (fastify/lib/symbols.js, not typed): security-headers.ts reads the one that
// holds a reply's headers, to set the security headers as one object (decision 0014).
declare module 'fastify/lib/symbols.js' {
  const symbols: { readonly kReplyHeaders: symbol } & Readonly<Record<string, symbol>>;
  export default symbols;
}
