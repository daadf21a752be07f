// Debian's Chromium as the end-to-end suite and the bench launch it (nothing downloads a browser):
// one list of flags for Playwright, the page-weight measurement and Lighthouse.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (CI runs as root), no GPU, and nothing that talks to Google's servers behind the page's back. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
