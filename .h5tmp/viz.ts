import { writeFileSync } from 'node:fs';
import { loadGazetteerIndex } from '../src/server/integrations/address/gazetteer-index.js';
import { featureBoundary } from '../src/server/integrations/maps/feature-layers.js';
import { postalAreasOutline } from '../src/server/integrations/maps/postal-outline.js';
import { DEMO_BOUNDARIES } from '../src/server/seed/demo-boundaries.js';
const index = await loadGazetteerIndex();
const centres = { centreOf: (c: string) => index.byPostal.get(c)?.point, all: function* () { for (const p of index.byPostal.values()) if (p.point) yield p.point; } };
for (const slug of ['seattle-wa', 'toronto-on', 'ottawa-on', 'mississauga-on']) {
  const plan = DEMO_BOUNDARIES.find((p) => p.slug === slug)!;
  const codes = plan.included.flatMap((g) => g.ids.split(' '));
  const t0 = performance.now();
  const geo = postalAreasOutline(codes, centres)!;
  const ms = performance.now() - t0;
  const polys = geo.type === 'MultiPolygon' ? geo.coordinates : [geo.coordinates];
  console.log(slug, ms.toFixed(1), 'ms', polys.length, 'polygons', polys.map((p) => p.map((r) => r.length).join('/')).join(' '), JSON.stringify(geo).length, 'bytes');
  const pts = polys.flat(2);
  const xs = pts.map((p) => p[0]); const ys = pts.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs) - 0.05, Math.max(...xs) + 0.05, Math.min(...ys) - 0.05, Math.max(...ys) + 0.05];
  const k = Math.cos(((y0 + y1) / 2) * Math.PI / 180);
  const W = 800; const H = Math.round(W * (y1 - y0) / ((x1 - x0) * k));
  const X = (l: number) => ((l - x0) / (x1 - x0)) * W; const Y = (l: number) => H - ((l - y0) / (y1 - y0)) * H;
  const path = (rings: readonly (readonly (readonly [number, number])[])[]) => rings.map((r) => 'M' + r.map((p) => `${X(p[0]).toFixed(1)},${Y(p[1]).toFixed(1)}`).join('L') + 'Z').join('');
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#f3f7fa"/>`;
  if (slug === 'seattle-wa') { const king = featureBoundary('ADMINISTRATIVE_AREA_LEVEL_2', '53033')!.geometry!; const kp = king.type === 'MultiPolygon' ? king.coordinates : [king.coordinates]; for (const p of kp) svg += `<path d="${path(p)}" fill="#1e5aa8" fill-opacity="0.3" stroke="#1e5aa8"/>`; }
  for (const p of polys) svg += `<path d="${path(p)}" fill="green" fill-opacity="0.5" stroke="green" stroke-width="2" fill-rule="evenodd"/>`;
  for (const pl of index.byPostal.values()) if (pl.point && pl.point[0] > x0 && pl.point[0] < x1 && pl.point[1] > y0 && pl.point[1] < y1) svg += `<circle cx="${X(pl.point[0])}" cy="${Y(pl.point[1])}" r="2" fill="${codes.includes(pl.postal) ? 'black' : 'red'}"/>`;
  writeFileSync(`/tmp/h5/${slug}.svg`, svg + '</svg>');
}
