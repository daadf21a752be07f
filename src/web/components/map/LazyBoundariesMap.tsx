// The map's code (Leaflet, about 40 KB compressed) loads with the first screen that shows a map, never
// with the first page (QUALITY.md P5).
import './boundaries-map.css';
import { Suspense } from 'react';
import { lazyChunk } from '../../lib/chunk-load.js';
import type { BoundariesMapProps } from './BoundariesMap.js';

const BoundariesMap = lazyChunk(() =>
  import('./BoundariesMap.js').then((module) => ({ default: module.BoundariesMap })),
);

export function LazyBoundariesMap(props: BoundariesMapProps) {
  return (
    <Suspense fallback={<div className="boundaries-map-placeholder" aria-hidden="true" />}>
      <BoundariesMap {...props} />
    </Suspense>
  );
}
