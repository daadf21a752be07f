// spec §2.11 the boundaries map, §9 Map: the home's pin and each jurisdiction's coloured boundaries
// (fill opacity 0.5, stroke weight 2), default zoom 12; choosing a jurisdiction pans to it at zoom 12.
// Leaflet draws GeoJSON with no tile server: tiles only when the server names one (decision 0303), so
// by default nothing is fetched from elsewhere. Without tiles the map draws its own context (decision
// 0305): nearby county and state outlines, place names, each jurisdiction's name on its area, and a
// scale. Every legend entry is drawn, the larger areas first, so a city shows over its county; a
// jurisdiction matched by postal codes is drawn from their centres and the legend says it is approximate.
// An area shown for comparison (the neighbours an operator's new boundary overlaps, decision 0307) is dashed,
// and its legend swatch hatched: the legend does not tell the areas apart by colour alone.
// Loaded only with the screens that show a map (LazyBoundariesMap). The map adds to the list, never
// replaces it: it is one labelled region that a keyboard can pan and zoom, and every choice it shows is
// also a radio or a link beside it; its labels repeat the legend's words and are hidden from assistive
// technology.
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
  /** drawn (in part) from the centres of its postal codes, not from an outline (decision 0305) */
  approximate?: boolean;
  /**
   * an area shown to compare with the others (the neighbours a new boundary overlaps): a dashed outline and a
   * lighter fill, in its own colour when it has none, and a dashed, hatched legend swatch
   */
  dashed?: boolean;
  /** what the legend says, when it says more than the name on the map */
  legendName?: string;
};

/** What surrounds the home on a map without tiles (decision 0305). */
export type MapContextLayers = {
  areas: Array<{ kind: 'COUNTY' | 'STATE'; name: string; geometry: unknown }>;
  places: Array<{ name: string; lng: number; lat: number }>;
};

export type BoundariesMapProps = {
  label: string;
  homeLabel: string;
  home: { lat: number; lng: number } | null;
  jurisdictions: MapJurisdiction[];
  selectedId: string | null;
  aspectRatio?: MapAspectRatio;
  tiles: { urlTemplate: string; attribution: string } | null;
  context?: MapContextLayers | null;
  /** the scale's units: miles in the US, kilometres in Canada */
  units?: 'imperial' | 'metric';
  /** "Seattle (approximate area)" for a jurisdiction drawn from its postal codes */
  approximateName?: (name: string) => string;
  /** said under the legend when an area is approximate */
  approximateNote?: string;
  /** the zoom buttons' names, in the page's language (Leaflet's own are English) */
  zoomLabels: { zoomIn: string; zoomOut: string };
};

const DEFAULT_COLOR = '#0b4f71';
/** a dashed area's: apart from the default's hue, at 3:1 or more on the map's background (WCAG 1.4.11) */
const DASHED_COLOR = '#a63d00';
const DASHED_STYLE = { dashArray: '6 4', fillOpacity: 0.2 };
const colorOf = (jurisdiction: MapJurisdiction) =>
  jurisdiction.color ?? (jurisdiction.dashed ? DASHED_COLOR : DEFAULT_COLOR);
const CONTEXT_COLOR = { COUNTY: '#8795a1', STATE: '#52606d' } as const;
/** below this zoom the place names would crowd each other: only the areas' names show */
const PLACE_NAMES_FROM_ZOOM = 10;

type Ring = ReadonlyArray<readonly [number, number]>;

/** Each outer ring of GeoJSON Polygon and MultiPolygon objects. */
function outerRings(geometries: readonly unknown[]): Ring[] {
  return geometries.flatMap((geometry) => {
    const value = geometry as { type?: string; coordinates?: unknown };
    if (value.type === 'Polygon') return [(value.coordinates as Ring[])[0] ?? []];
    if (value.type === 'MultiPolygon') return (value.coordinates as Ring[][]).map((polygon) => polygon[0] ?? []);
    return [];
  });
}

/** Where an area's name goes: the middle of its largest piece (by the box around it). */
function labelPoint(geometries: readonly unknown[]): L.LatLng | null {
  let best: { area: number; point: L.LatLng } | null = null;
  for (const ring of outerRings(geometries)) {
    if (ring.length === 0) continue;
    const lngs = ring.map((point) => point[0]);
    const lats = ring.map((point) => point[1]);
    const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
    const area = (east - west) * (north - south);
    if (!best || area > best.area) best = { area, point: L.latLng((south + north) / 2, (west + east) / 2) };
  }
  return best?.point ?? null;
}

/** A name on the map: text only (never HTML from data), not a stop for the keyboard or the mouse. */
function mapLabel(at: L.LatLngExpression, text: string, className: string): L.Marker {
  const element = document.createElement('span');
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true'); // the legend and the list say it in words
  return L.marker(at, {
    icon: L.divIcon({ className: `map-label ${className}`, html: element, iconSize: undefined }),
    interactive: false,
    keyboard: false,
  });
}

const boxArea = (bounds: L.LatLngBounds | null) =>
  bounds ? (bounds.getEast() - bounds.getWest()) * (bounds.getNorth() - bounds.getSouth()) : 0;
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
  context = null,
  units = 'imperial',
  approximateName = (name) => name,
  approximateNote,
  zoomLabels,
}: BoundariesMapProps) {
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);

  // the map and its layers, made again when what it shows changes
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // trackResize off: the ResizeObserver below measures the canvas itself, at once (Leaflet's own follows the
    // window and redraws 200 ms later)
    const map = L.map(element, { attributionControl: !!tiles, zoomControl: false, zoomSnap: 0.5, trackResize: false });
    mapRef.current = map;
    L.control.zoom({ zoomInTitle: zoomLabels.zoomIn, zoomOutTitle: zoomLabels.zoomOut }).addTo(map);
    if (tiles) L.tileLayer(tiles.urlTemplate, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    L.control.scale({ metric: units === 'metric', imperial: units === 'imperial', position: 'bottomleft' }).addTo(map);
    // the view first: Leaflet's vector renderer needs one before a layer is added
    const layers = jurisdictions
      .map((jurisdiction) => {
        const color = colorOf(jurisdiction);
        const included = L.geoJSON(jurisdiction.included as GeoJSON.Geometry[], {
          interactive: false,
          style: {
            color,
            fillColor: color,
            fillOpacity: MAP_BOUNDARY_STYLE.fillOpacity,
            weight: MAP_BOUNDARY_STYLE.strokeWeight,
            className: jurisdiction.dashed ? 'map-jurisdiction-dashed' : 'map-jurisdiction',
            ...(jurisdiction.dashed ? DASHED_STYLE : {}),
          },
        });
        // an excluded area is drawn as a hole would look: the map's background over the fill
        const excluded = L.geoJSON(jurisdiction.excluded as GeoJSON.Geometry[], {
          interactive: false,
          style: { color, dashArray: '4 4', fillColor: '#f3f7fa', fillOpacity: 1, weight: 1 },
        });
        const bounds = included.getBounds().isValid() ? included.getBounds() : null;
        return { jurisdiction, included, excluded, bounds };
      })
      // the larger areas first: a city is drawn over the county around it
      .sort((a, b) => boxArea(b.bounds) - boxArea(a.bounds));
    const all = L.latLngBounds([]);
    for (const { bounds } of layers) if (bounds) all.extend(bounds);
    // without a home, the view holds every area (an operator's file and the neighbours it overlaps); until
    // someone pans, zooms or chooses, it is fitted again when the canvas's size changes (a phone turned, a
    // window narrowed): Leaflet would keep the centre and the zoom, and cut the areas off
    let fitted: { center: L.LatLng; zoom: number } | null = null;
    const fitAll = () => {
      map.fitBounds(all);
      fitted = { center: map.getCenter(), zoom: map.getZoom() };
    };
    if (home) map.setView([home.lat, home.lng], MAP_DEFAULT_ZOOM);
    else if (all.isValid()) fitAll();
    else map.setView(US_CENTRE, 3);
    // the context under everything: counties, then states over them
    for (const kind of ['COUNTY', 'STATE'] as const)
      for (const area of context?.areas.filter((candidate) => candidate.kind === kind) ?? [])
        L.geoJSON(area.geometry as GeoJSON.Geometry, {
          interactive: false,
          style: {
            color: CONTEXT_COLOR[kind],
            weight: kind === 'STATE' ? 2 : 1,
            fill: false,
            className: 'map-context',
          },
        }).addTo(map);
    for (const { included, excluded } of layers) {
      included.addTo(map);
      excluded.addTo(map);
    }
    if (home)
      L.circleMarker([home.lat, home.lng], {
        interactive: false,
        radius: 8,
        color: '#ffffff',
        weight: 3,
        fillColor: '#b3261e',
        fillOpacity: 1,
        className: 'map-home',
      }).addTo(map);
    // names: places, then the counties around, then the jurisdictions' own (drawn last, on top)
    // a place or county a jurisdiction already names ("Seattle" under "Seattle, WA") is named once
    const named = (name: string) =>
      jurisdictions.some((jurisdiction) => {
        const own = jurisdiction.name.toLocaleLowerCase();
        const other = name.toLocaleLowerCase();
        return own.startsWith(other) && !/\p{L}/u.test(own.charAt(other.length));
      });
    for (const place of context?.places ?? [])
      if (!named(place.name)) mapLabel([place.lat, place.lng], place.name, 'map-label-place').addTo(map);
    for (const area of context?.areas.filter((candidate) => candidate.kind === 'COUNTY') ?? []) {
      const at = labelPoint([area.geometry]);
      if (at && !named(area.name)) mapLabel(at, area.name, 'map-label-area').addTo(map);
    }
    for (const { jurisdiction } of layers) {
      const at = labelPoint(jurisdiction.included);
      if (at) mapLabel(at, jurisdiction.name, 'map-label-jurisdiction').addTo(map);
    }
    const showPlaceNames = () => element.classList.toggle('map-far', map.getZoom() < PLACE_NAMES_FROM_ZOOM);
    showPlaceNames();
    map.on('zoomend', showPlaceNames);
    // the canvas takes its height from its width (aspect-ratio) once laid out: Leaflet measures it again,
    // else it draws only the part it measured first
    const resized = new ResizeObserver(() => {
      const untouched = fitted !== null && map.getZoom() === fitted.zoom && map.getCenter().equals(fitted.center);
      map.invalidateSize();
      if (untouched) fitAll();
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, [home, jurisdictions, tiles, context, units, zoomLabels.zoomIn, zoomLabels.zoomOut]);

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
              style={
                jurisdiction.dashed
                  ? {
                      border: `2px dashed ${colorOf(jurisdiction)}`,
                      background: `repeating-linear-gradient(45deg, ${colorOf(jurisdiction)} 0 1px, transparent 1px 4px)`,
                    }
                  : { backgroundColor: colorOf(jurisdiction) }
              }
            />
            {jurisdiction.legendName ??
              (jurisdiction.approximate ? approximateName(jurisdiction.name) : jurisdiction.name)}
          </span>
        ))}
        {approximateNote && jurisdictions.some((jurisdiction) => jurisdiction.approximate) ? (
          <span className="legend-note">{approximateNote}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
