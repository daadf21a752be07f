// spec §2.11 the boundaries map, §9 Map: the home's pin and each jurisdiction's coloured boundaries
// (fill opacity 0.5, stroke weight 2), default zoom 12; choosing a jurisdiction pans to it at zoom 12.
// Leaflet draws GeoJSON with no tile server: tiles only when the server names one (decision 0303), so
// by default nothing is fetched from elsewhere. Loaded only with the screens that show a map
// (LazyBoundariesMap). The map adds to the list, never replaces it: it is one labelled region that a
// keyboard can pan and zoom, and every choice it shows is also a radio or a link beside it.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import {
  aspectRatioCss,
  MAP_BOUNDARY_STYLE,
  MAP_DEFAULT_ZOOM,
  MAP_JURISDICTION_ZOOM,
  type MapAspectRatio,
} from '../../../domain/jurisdiction/map.rules.js';

export type MapJurisdiction = {
  id: string;
  name: string;
  color: string | null;
  /** GeoJSON Polygon or MultiPolygon objects */
  included: unknown[];
  excluded: unknown[];
};

export type BoundariesMapProps = {
  label: string;
  homeLabel: string;
  home: { lat: number; lng: number } | null;
  jurisdictions: MapJurisdiction[];
  selectedId: string | null;
  aspectRatio?: MapAspectRatio;
  tiles: { urlTemplate: string; attribution: string } | null;
};

const DEFAULT_COLOR = '#0b4f71';
/** the contiguous United States, when there is neither a home nor a boundary to show */
const US_CENTRE: L.LatLngExpression = [39.5, -98.35];

function boundsOf(jurisdiction: MapJurisdiction): L.LatLngBounds | null {
  if (jurisdiction.included.length === 0) return null;
  const bounds = L.geoJSON(jurisdiction.included as GeoJSON.Geometry[]).getBounds();
  return bounds.isValid() ? bounds : null;
}

export function BoundariesMap({
  label,
  homeLabel,
  home,
  jurisdictions,
  selectedId,
  aspectRatio = '4by3',
  tiles,
}: BoundariesMapProps) {
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);

  // the map and its layers, made again when what it shows changes
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { attributionControl: !!tiles, zoomSnap: 0.5 });
    mapRef.current = map;
    if (tiles) L.tileLayer(tiles.urlTemplate, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    // the view first: Leaflet's vector renderer needs one before a layer is added
    const layers = jurisdictions.map((jurisdiction) => {
      const color = jurisdiction.color ?? DEFAULT_COLOR;
      return [
        L.geoJSON(jurisdiction.included as GeoJSON.Geometry[], {
          interactive: false,
          style: {
            color,
            fillColor: color,
            fillOpacity: MAP_BOUNDARY_STYLE.fillOpacity,
            weight: MAP_BOUNDARY_STYLE.strokeWeight,
          },
        }),
        // an excluded area is drawn as a hole would look: the map's background over the fill
        L.geoJSON(jurisdiction.excluded as GeoJSON.Geometry[], {
          interactive: false,
          style: { color, dashArray: '4 4', fillColor: '#f3f7fa', fillOpacity: 1, weight: 1 },
        }),
      ];
    });
    const all = L.latLngBounds([]);
    for (const [included] of layers) if (included?.getBounds().isValid()) all.extend(included.getBounds());
    if (home) map.setView([home.lat, home.lng], MAP_DEFAULT_ZOOM);
    else if (all.isValid()) map.fitBounds(all);
    else map.setView(US_CENTRE, 3);
    for (const pair of layers) for (const layer of pair) layer.addTo(map);
    if (home)
      L.circleMarker([home.lat, home.lng], {
        interactive: false,
        radius: 8,
        color: '#ffffff',
        weight: 3,
        fillColor: '#b3261e',
        fillOpacity: 1,
      }).addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [home, jurisdictions, tiles]);

  // spec §2.11: choosing a jurisdiction pans the map to its boundary (the home's pin when it has no drawn one)
  useEffect(() => {
    const map = mapRef.current;
    const chosen = jurisdictions.find((jurisdiction) => jurisdiction.id === selectedId);
    if (!map || !chosen) return;
    const bounds = boundsOf(chosen);
    const homePoint = home ? L.latLng(home.lat, home.lng) : null;
    // the home when it is inside (or the boundary is not drawn), else the boundary's centre
    const target = homePoint && (!bounds || bounds.contains(homePoint)) ? homePoint : bounds?.getCenter();
    if (target) map.setView(target, MAP_JURISDICTION_ZOOM);
  }, [selectedId, jurisdictions, home]);

  return (
    <figure className="boundaries-map">
      <section
        ref={container}
        className="boundaries-map-canvas"
        aria-label={label}
        style={{ aspectRatio: aspectRatioCss(aspectRatio) }}
      />
      <figcaption className="boundaries-map-legend">
        {home ? (
          <span className="legend-item">
            <span className="legend-pin" aria-hidden="true" />
            {homeLabel}
          </span>
        ) : null}
        {jurisdictions.map((jurisdiction) => (
          <span key={jurisdiction.id} className="legend-item">
            <span
              className="legend-swatch"
              aria-hidden="true"
              style={{ backgroundColor: jurisdiction.color ?? DEFAULT_COLOR }}
            />
            {jurisdiction.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
