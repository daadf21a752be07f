// `@stripe/stripe-js/pure` has no "exports" map, so TypeScript's NodeNext resolution does not find its
// types under that name (Vite and the browser bundle resolve it to pure/index.mjs). Its types, by file.
declare module '@stripe/stripe-js/pure' {
  export { loadStripe } from '@stripe/stripe-js/dist/pure.js';
}
