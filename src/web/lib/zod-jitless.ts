// The CSP allows no eval, and zod's check for it (`new Function("")`, caught) is still reported as a
// CSP violation, which Lighthouse counts against best practices. zod's `jitless` setting skips the
// check (validation then runs without zod's compiled fast path, in the browser only: the server keeps it).
// zod keeps its settings on this global, created if absent, so main.tsx sets it before zod loads
// (zod comes with a screen's chunk, not the entry) without pulling zod into the first page;
// zod-jitless.test.ts checks that zod still reads it there.
export const ZOD_CONFIG_KEY = '__zod_globalConfig';
