import { describe, expect, it } from 'vitest';
import {
  filterGalleryTiles,
  GALLERY_ALL,
  galleryFacets,
  galleryPetName,
  galleryTiles,
  groupTilesByShape,
  parseGalleryFilter,
  preselectedOptions,
  tileProductQuery,
} from './tag-gallery.js';

const bone = {
  slug: 'bone-id-tag',
  imageKey: 'tag-bone',
  engraved: true,
  options: [
    { kind: 'design', values: ['classic', 'paw-print'] },
    { kind: 'color', values: ['silver', 'red'] },
  ],
};
const heart = {
  slug: 'heart-id-tag',
  imageKey: 'tag-heart',
  engraved: true,
  options: [
    { kind: 'design', values: ['classic'] },
    { kind: 'color', values: ['red', 'pink'] },
  ],
};
const maple = {
  slug: 'maple-leaf-id-tag',
  imageKey: 'tag-maple',
  engraved: true,
  options: [{ kind: 'color', values: ['red'] }],
};
const collar = {
  slug: 'collar',
  imageKey: 'collar-nylon',
  engraved: false,
  options: [{ kind: 'color', values: ['blue'] }],
};

describe('Tag Gallery tiles (decision 0406)', () => {
  it('makes one tile per shape × design × colour of the engraved tags, in catalog order', () => {
    const tiles = galleryTiles([bone, heart, maple, collar]);
    expect(tiles.map((tile) => tile.key)).toEqual([
      'bone-id-tag|classic|silver',
      'bone-id-tag|classic|red',
      'bone-id-tag|paw-print|silver',
      'bone-id-tag|paw-print|red',
      'heart-id-tag|classic|red',
      'heart-id-tag|classic|pink',
      'maple-leaf-id-tag|-|red',
    ]);
    expect(tiles[6]).toMatchObject({ shape: 'tag-maple', design: null, color: 'red', product: maple });
    expect(new Set(tiles.map((tile) => tile.key)).size).toBe(tiles.length);
  });

  it('a tag without options is one tile; no tags, no tiles', () => {
    expect(galleryTiles([{ ...maple, options: [] }]).map((tile) => tile.key)).toEqual(['maple-leaf-id-tag|-|-']);
    expect(galleryTiles([collar])).toEqual([]);
  });

  it('offers the shapes in catalog order and only the colours some tile has, in the vocabulary order', () => {
    expect(galleryFacets(galleryTiles([heart, bone, maple]))).toEqual({
      shapes: ['tag-heart', 'tag-bone', 'tag-maple'],
      colors: ['silver', 'red', 'pink'],
    });
    expect(galleryFacets([])).toEqual({ shapes: [], colors: [] });
  });

  it('reads a filter from the URL, an unknown value as all', () => {
    const facets = galleryFacets(galleryTiles([bone, heart]));
    expect(parseGalleryFilter({ shape: 'tag-heart', color: 'pink' }, facets)).toEqual({
      shape: 'tag-heart',
      color: 'pink',
    });
    expect(parseGalleryFilter({ shape: 'tag-maple', color: 'mauve' }, facets)).toEqual({
      shape: GALLERY_ALL,
      color: GALLERY_ALL,
    });
    expect(parseGalleryFilter({}, facets)).toEqual({ shape: GALLERY_ALL, color: GALLERY_ALL });
  });

  it.each([
    [{ shape: GALLERY_ALL, color: GALLERY_ALL }, 7],
    [{ shape: 'tag-bone', color: GALLERY_ALL }, 4],
    [{ shape: GALLERY_ALL, color: 'red' }, 4],
    [{ shape: 'tag-heart', color: 'pink' }, 1],
    [{ shape: 'tag-maple', color: 'silver' }, 0],
  ])('filters by shape and colour: %o keeps %i', (filter, count) => {
    const tiles = galleryTiles([bone, heart, maple]);
    const kept = filterGalleryTiles(tiles, filter);
    expect(kept).toHaveLength(count);
    for (const tile of kept) {
      if (filter.shape) expect(tile.shape).toBe(filter.shape);
      if (filter.color) expect(tile.color).toBe(filter.color);
    }
  });

  it('groups tiles under their shape, leaving out a shape with none', () => {
    const tiles = filterGalleryTiles(galleryTiles([bone, heart, maple]), { shape: GALLERY_ALL, color: 'silver' });
    expect(groupTilesByShape(tiles).map((group) => [group.shape, group.tiles.length])).toEqual([['tag-bone', 2]]);
  });

  it('links a tile to its product with its design and colour', () => {
    const [first] = galleryTiles([bone]);
    expect(first && tileProductQuery(first)).toEqual({ id: 'bone-id-tag', design: 'classic', color: 'silver' });
    const [leaf] = galleryTiles([maple]);
    expect(leaf && tileProductQuery(leaf)).toEqual({ id: 'maple-leaf-id-tag', color: 'red' });
  });
});

describe('product page preselection (decision 0406)', () => {
  it('chooses what the product offers and leaves anything else to the shopper', () => {
    expect(preselectedOptions(bone.options, { design: 'paw-print', color: 'red', id: 'x' })).toEqual({
      design: 'paw-print',
      color: 'red',
    });
    expect(preselectedOptions(bone.options, { design: 'stars', color: null })).toEqual({});
    expect(preselectedOptions(maple.options, { design: 'classic', color: 'red' })).toEqual({ color: 'red' });
  });
});

describe('the name on the gallery tags', () => {
  it('is the first active pet, else the placeholder, cut to one engraving line', () => {
    expect(galleryPetName(null, 'Your pet')).toBe('Your pet');
    expect(galleryPetName([], 'Your pet')).toBe('Your pet');
    expect(
      galleryPetName(
        [
          { name: 'Old Rex', active: false },
          { name: ' Biscuit ', active: true },
        ],
        'Your pet',
      ),
    ).toBe('Biscuit');
    expect(galleryPetName([{ name: 'Sir Barksalot the Third', active: true }], 'x')).toBe('Sir Barksalot the ');
    expect(galleryPetName([{ name: 'Rex', active: false }], 'Your pet')).toBe('Your pet');
  });
});
