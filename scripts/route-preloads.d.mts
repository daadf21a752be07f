export declare const LEGAL: '$legal';
export type ParsedRoute = { screen: string; texts: string[]; logIn: boolean };
export declare function parsePages(source: string): {
  screens: Record<string, string>;
  routes: Record<string, ParsedRoute>;
};
export type ManifestEntry = { file: string; imports?: string[]; css?: string[] };
export declare function routePreloads(
  manifest: Record<string, ManifestEntry>,
  pagesSource: string,
  shellHtml: string,
): {
  routes: Record<string, { files: string[]; texts: string[]; logIn: boolean }>;
  catalogs: Record<string, string>;
};
