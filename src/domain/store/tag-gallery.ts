// The Tag Gallery (spec §1, §2.2 "Tag Gallery"; decision 0406): every tag the catalog sells in the
// shopper's country as one tile per shape × design × colour, filtered by shape and colour in the page,
// each tile leading to its product page with its design and colour chosen already.
import { ENGRAVING, PRODUCT_OPTION_VALUES } from './catalog.js';

/** What the gallery reads of a product (the store's product fragment has more). */
export type GalleryProduct = {
  slug: string;
  imageKey: string;
  engraved: boolean;
  options: ReadonlyArray<{ kind: string; values: ReadonlyArray<string> }>;
};

/** One tile: a tag product (its shape) in one design (null when the product offers none) and one colour. */
export type GalleryTile<P extends GalleryProduct = GalleryProduct> = {
  key: string;
  product: P;
  /** the product's shape: its picture key, e.g. `tag-bone` */
  shape: string;
  design: string | null;
  color: string | null;
};

/** "All" of a filter: no value chosen. */
export const GALLERY_ALL = '';
export type GalleryFilter = { shape: string; color: string };

function valuesOf(product: GalleryProduct, kind: string): ReadonlyArray<string> {
  return product.options.find((option) => option.kind === kind)?.values ?? [];
}

/** Every tile of the engraved tags in catalog order: shape, then design, then colour, in the order offered. */
export function galleryTiles<P extends GalleryProduct>(products: ReadonlyArray<P>): GalleryTile<P>[] {
  const tiles: GalleryTile<P>[] = [];
  for (const product of products) {
    if (!product.engraved) continue;
    const designs = valuesOf(product, 'design');
    const colors = valuesOf(product, 'color');
    for (const design of designs.length > 0 ? designs : [null]) {
      for (const color of colors.length > 0 ? colors : [null]) {
        tiles.push({
          key: [product.slug, design ?? '-', color ?? '-'].join('|'),
          product,
          shape: product.imageKey,
          design,
          color,
        });
      }
    }
  }
  return tiles;
}

/**
 * The filters' choices: the shapes in catalog order, the colours in the vocabulary's order — only those
 * some tile has, so no choice is empty by itself.
 */
export function galleryFacets(tiles: ReadonlyArray<GalleryTile>): { shapes: string[]; colors: string[] } {
  const shapes: string[] = [];
  for (const tile of tiles) if (!shapes.includes(tile.shape)) shapes.push(tile.shape);
  const offered = new Set(tiles.map((tile) => tile.color));
  const known: ReadonlyArray<string> = PRODUCT_OPTION_VALUES.color;
  const colors = [
    ...known.filter((color) => offered.has(color)),
    ...[...offered].filter((color): color is string => color !== null && !known.includes(color)),
  ];
  return { shapes, colors };
}

/** The filter a URL asks for, a value the gallery does not offer read as "all" (a stale or edited link). */
export function parseGalleryFilter(
  query: { shape?: string | null; color?: string | null },
  facets: { shapes: ReadonlyArray<string>; colors: ReadonlyArray<string> },
): GalleryFilter {
  const pick = (value: string | null | undefined, offered: ReadonlyArray<string>) =>
    value && offered.includes(value) ? value : GALLERY_ALL;
  return { shape: pick(query.shape, facets.shapes), color: pick(query.color, facets.colors) };
}

export function filterGalleryTiles<T extends GalleryTile>(tiles: ReadonlyArray<T>, filter: GalleryFilter): T[] {
  return tiles.filter(
    (tile) =>
      (filter.shape === GALLERY_ALL || tile.shape === filter.shape) &&
      (filter.color === GALLERY_ALL || tile.color === filter.color),
  );
}

/** Tiles under their shape, shapes in the tiles' order; a shape with no tile left is not a group. */
export function groupTilesByShape<T extends GalleryTile>(
  tiles: ReadonlyArray<T>,
): Array<{ shape: string; tiles: T[] }> {
  const groups: Array<{ shape: string; tiles: T[] }> = [];
  for (const tile of tiles) {
    const group = groups.find((candidate) => candidate.shape === tile.shape);
    if (group) group.tiles.push(tile);
    else groups.push({ shape: tile.shape, tiles: [tile] });
  }
  return groups;
}

/** The product page's query for a tile: its product, and its design and colour chosen already. */
export function tileProductQuery(tile: GalleryTile): Record<string, string> {
  return {
    id: tile.product.slug,
    ...(tile.design ? { design: tile.design } : {}),
    ...(tile.color ? { color: tile.color } : {}),
  };
}

/**
 * The product page's choices from its URL (`?design=…&color=…`): a value the product offers is chosen,
 * anything else is left for the shopper (a tile of a design the product no longer has).
 */
export function preselectedOptions(
  options: ReadonlyArray<{ kind: string; values: ReadonlyArray<string> }>,
  query: Partial<Record<string, string | null>>,
): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const option of options) {
    const value = query[option.kind];
    if (value && option.values.includes(value)) chosen[option.kind] = value;
  }
  return chosen;
}

/**
 * The name engraved on the gallery's tags: the owner's first active pet's name (the list comes active
 * first, by name), cut to what a line of engraving holds; without one, the placeholder.
 */
export function galleryPetName(
  pets: ReadonlyArray<{ name: string; active: boolean }> | null,
  placeholder: string,
): string {
  const name = pets?.find((pet) => pet.active && pet.name.trim() !== '')?.name.trim();
  return Array.from(name ?? placeholder)
    .slice(0, ENGRAVING.maxLength)
    .join('');
}
