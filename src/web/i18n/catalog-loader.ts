// Where a catalog (one locale's texts of one namespace) is loaded from. The build names every catalog
// `/assets/texts-<hash>/<locale>-<namespace>.js` and tells this module the folder and which exist
// (`__PAWPORT_CATALOGS__`, vite.config.ts catalogChunks), so the first page's script holds no map of 88
// imports (decision 1428). The dev server and the tests use Vite's glob of the files instead.
type CatalogModule = { default: Record<string, unknown> };
type Load = () => Promise<CatalogModule>;

declare const __PAWPORT_CATALOGS__: { dir: string; files: Record<string, readonly string[]> };

// `import.meta.env.PROD` is a constant of the build, so the build drops the glob (and its 88 imports)
const built = import.meta.env.PROD ? __PAWPORT_CATALOGS__ : undefined;
const globbed: Record<string, Load> = import.meta.env.PROD ? {} : import.meta.glob<CatalogModule>('./locales/*/*.json');

/** The loader of `locale`'s catalog of `namespace`, or undefined when there is none (a fallback has it). */
export function catalogLoader(locale: string, namespace: string): Load | undefined {
  if (!built) return globbed[`./locales/${locale}/${namespace}.json`];
  if (!built.files[locale]?.includes(namespace)) return undefined;
  const url = `${built.dir}${locale}-${namespace}.js`;
  return () => import(/* @vite-ignore */ url);
}
