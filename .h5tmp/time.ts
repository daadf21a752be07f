import { loadGazetteerIndex } from '../src/server/integrations/address/gazetteer-index.js';
import { postalAreasOutline } from '../src/server/integrations/maps/postal-outline.js';
import { DEMO_BOUNDARIES } from '../src/server/seed/demo-boundaries.js';
const index = await loadGazetteerIndex();
const centres = { centreOf: (c: string) => index.byPostal.get(c)?.point, all: function* () { for (const p of index.byPostal.values()) if (p.point) yield p.point; } };
for (let round = 0; round < 3; round++) for (const slug of ['seattle-wa', 'toronto-on']) {
  const codes = DEMO_BOUNDARIES.find((p) => p.slug === slug)!.included.flatMap((g) => g.ids.split(' '));
  const t0 = performance.now(); postalAreasOutline(codes, centres); console.log(round, slug, (performance.now() - t0).toFixed(1));
}
