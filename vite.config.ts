import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The entry's stylesheet goes into the page shell as a <style> element (decision 0014): the first paint
 * waits for no second request. The server allows it in its CSP by the element's sha256 (http/web-app.ts).
 * The <link> stays, `disabled` (never fetched, not render-blocking): Vite's loader of lazy chunks looks
 * for it before it would fetch the same stylesheet again for a chunk that depends on the entry.
 * A screen's own stylesheet still loads with its chunk.
 */
const ENTRY_STYLESHEET = /^assets\/index-[\w-]+\.css$/;

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

function inlineEntryStylesheet(): Plugin {
  return {
    name: 'pawport-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== 'asset' || !ENTRY_STYLESHEET.test(fileName)) return link;
          return `<link rel="stylesheet" href="/${fileName}" disabled><style>${String(asset.source).trim()}</style>`;
        });
      },
    },
  };
}

/**
 * The entry's imports named in the page shell as module scripts rather than modulepreload links
 * (issue 12: P6). Chromium compiles a modulepreload'ed module on the main thread once it has arrived
 * (the framework chunk: one task of ~50 ms, 200 ms under Lighthouse's 4× CPU slowdown, on every page),
 * but compiles a module script off the main thread while it downloads. They are fetched as early and
 * run as before: module scripts run in document order after the entry, which imports them first.
 */
function entryImportsAsModuleScripts(): Plugin {
  return {
    name: 'pawport-entry-imports-as-module-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g,
          '<script type="module" crossorigin src="$1"></script>',
        ),
    },
  };
}

/**
 * React Router's production build sets `displayName` on its contexts and components at the top level
 * and makes them with `forwardRef`/`createContext`/`memo` calls not marked pure, so the bundler must keep
 * every one of them — `Form`, `NavLink`, the data router's and framework mode's contexts — whether the app
 * uses it or not (issue 12: P5). The names are for React DevTools only; the calls have no side effect.
 */
const REACT_ROUTER_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

function treeShakeReactRouter(): Plugin {
  return {
    name: 'pawport-tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_CHUNK },
      handler(code) {
        const shaken = code
          .replace(/^\w+\.displayName = "[\w.]+";$/gm, (statement) => ' '.repeat(statement.length))
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '=/*@__PURE__*/$1');
        // lines stay where they were (columns move on the marked lines only): the source map holds
        return { code: shaken, map: null };
      },
    },
  };
}

/**
 * The app's `react-router` imports resolve to `src/web/lib/react-router-link.tsx`: React Router with a
 * `Link` made of its public hooks, without framework mode's prefetching (issue 12: P5); that module's
 * own import is React Router. In a build that is React Router's production build: the package resolves
 * to its development build, whose extra warnings a production bundle has no use for; the production
 * build is the same code with ENABLE_DEV_WARNINGS off (dev and tests keep the warnings).
 */
const ROUTER_WITH_LINK = fromRoot('./src/web/lib/react-router-link.tsx');

function reactRouterWithLink(command: 'build' | 'serve'): Plugin {
  return {
    name: 'pawport-react-router',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      if (importer !== ROUTER_WITH_LINK) return ROUTER_WITH_LINK;
      if (command === 'build') return fromRoot('./node_modules/react-router/dist/production/index.mjs');
      return this.resolve(source, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * The language catalogs' chunks are named by one hash of all the catalogs (and the bundler that wrote
 * them), not each by its own: `assets/texts-<hash>/en_CA-account.js`. The entry names all 88 of them in
 * its loader map (i18n.ts), where 88 random hashes were 0.9 KiB of brotli that nothing could compress
 * (issue 40: P5, decision 1427); one repeated hash compresses to nothing. A changed catalog still changes
 * every catalog's URL, so the year-long immutable cache stays right.
 */
const CATALOGS = fromRoot('./src/web/i18n/locales/');
const CATALOG_MODULE = /[\\/]i18n[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;

function catalogsHash(): string {
  const hash = createHash('sha256').update(readFileSync(fromRoot('./node_modules/rolldown/package.json')));
  for (const locale of readdirSync(CATALOGS).sort())
    for (const file of readdirSync(`${CATALOGS}${locale}`).sort())
      hash.update(`${locale}/${file}\0`).update(readFileSync(`${CATALOGS}${locale}/${file}`));
  return hash.digest('base64url').slice(0, 10);
}

/** Each catalog file: its locale, its namespace and its path. */
function catalogFiles(): Array<{ locale: string; namespace: string; path: string }> {
  return readdirSync(CATALOGS)
    .sort()
    .flatMap((locale) =>
      readdirSync(`${CATALOGS}${locale}`)
        .sort()
        .map((file) => ({ locale, namespace: file.replace(/\.json$/, ''), path: `${CATALOGS}${locale}/${file}` })),
    );
}

/**
 * The build emits every catalog as a chunk of its own (named by chunkFileNames) and hands the entry
 * only where they are and which exist (`__PAWPORT_CATALOGS__`, i18n/catalog-loader.ts): no loader map of
 * 88 imports in the first page's script (issue 41: P5 1.82× → see decision 1428). The dev server and the
 * tests keep Vite's glob of the files.
 */
function catalogChunks(hash: string): Plugin {
  const files = catalogFiles();
  const byLocale: Record<string, string[]> = {};
  for (const { locale, namespace } of files) byLocale[locale] = [...(byLocale[locale] ?? []), namespace];
  return {
    name: 'pawport-catalog-chunks',
    apply: 'build',
    config: () => ({
      define: {
        __PAWPORT_CATALOGS__: JSON.stringify({ dir: `/assets/texts-${hash}/`, files: byLocale }),
      },
    }),
    buildStart() {
      for (const { path } of files) this.emitFile({ type: 'chunk', id: path, preserveSignature: 'strict' });
    },
  };
}

function chunkFileNames(hash: string): (chunk: { facadeModuleId: string | null }) => string {
  return ({ facadeModuleId }) => {
    const catalog = CATALOG_MODULE.exec(facadeModuleId ?? '');
    return catalog ? `assets/texts-${hash}/${catalog[1]}-${catalog[2]}.js` : 'assets/[name]-[hash].js';
  };
}

const CATALOGS_HASH = catalogsHash();

export default defineConfig(({ command }) => ({
  plugins: [
    catalogChunks(CATALOGS_HASH),
    reactRouterWithLink(command),
    react(),
    inlineEntryStylesheet(),
    entryImportsAsModuleScripts(),
    treeShakeReactRouter(),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore; the shim react-i18next imports only hands it through
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fromRoot('./src/web/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // maps are written for error reporting but never linked from the bundles, and the server does not
    // serve them in production (issue 10: 11; app.ts registerWebApp)
    sourcemap: 'hidden',
    // .vite/manifest.json: scripts/route-preloads.ts reads which files each route's screen needs
    manifest: true,
    // A screen's chunk is imported without the list of the chunks it imports (its stylesheets are still
    // loaded with it): that list named every chunk of the app in the entry, 1.4 KiB compressed of the first
    // page (decision 0026; issue 37: P5 1.82× → 1.79×). The first screen's files come from the page shell's
    // preload links (route-preloads.ts); a screen pointed at preloads on intent (use-preload-on-intent).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    target: 'es2022',
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileNames(CATALOGS_HASH),
        // the catalogs are emitted as entries (catalogChunks): named the same way
        entryFileNames: chunkFileNames(CATALOGS_HASH),
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
            },
            // the password estimator's code and dictionaries (issue 10: 6): loaded by the password screens
            // only, through a dynamic import; named so a test can tell they stay off the first page
            { name: 'password-estimator', test: /node_modules[\\/]@zxcvbn-ts[\\/]core[\\/]/ },
            { name: 'password-dictionary-common', test: /node_modules[\\/]@zxcvbn-ts[\\/]language-common[\\/]/ },
            {
              name: 'password-dictionary-en',
              test: /node_modules[\\/]@zxcvbn-ts[\\/](language-en|dictionary-compression)[\\/]/,
            },
            // the passkey ceremonies' library (decision 0112): imported by web/lib/passkey.ts when a ceremony
            // starts, never before; named so that a listing of a page's scripts shows it is not there
            { name: 'passkey', test: /node_modules[\\/]@simplewebauthn[\\/]browser[\\/]/ },
            // the form kit's core, and the small modules the log-in page shares with other screens
            // (PageTemplates, account.rules with text.rules, one-of, the shell's media-query hook): the
            // first page loads them all, so one file instead of five saves a request and a compression
            // context each (issue 12: P5). The hook must be named here: the staff group below would
            // otherwise take it as AdminTable's dependency, and every public page would load the staff
            // chunk and its CSS for it (issue 37: P5 went from 1.80× to 1.84×)
            {
              name: 'form-kit',
              test: /src[\\/](web[\\/](components[\\/](form[\\/](use-domain-form|form-errors|Form|Field|FieldError|ErrorSummary|FormAlert|MessageText|InputField|PasswordField|PasswordInput)|PageTemplates)|lib[\\/]use-media-query)|domain[\\/](shared[\\/](one-of|text\.rules)|account[\\/]account\.rules))\.tsx?$/,
            },
            // what a screen shows before and instead of its content (decision 0020): small modules shared
            // by many screens, one file. The hook that loads a screen's data (lib/use-loaded) is not in it:
            // the generated operation hooks the shell uses import it, so it rides in the entry, and the log-in
            // page no longer loads this chunk for it (issue 40: P5, decision 1427)
            {
              name: 'EmptyState',
              test: /src[\\/]web[\\/]components[\\/](EmptyState|LoadFailed|EmptyPage|FiguresTable)\.tsx$/,
            },
            // the staff console's table, filter row, fact list and status pill: staff screens only
            {
              name: 'staff',
              test: /src[\\/]web[\\/](components[\\/]staff[\\/](AdminTable|FilterForm|FactList)|features[\\/]admin-orders[\\/]StatusPill)\.tsx$/,
              // only these four: their dependencies (money, date formats, the message hook) stay where public
              // pages find them, so the home page no longer preloads the staff chunk and its CSS (4.8 KB br)
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
}));
