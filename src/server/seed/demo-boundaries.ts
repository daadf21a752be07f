// Demo jurisdictions' boundaries (issue 14, decision 0302). US counties by their Census FIPS code
// (the embedded maps service's ADMINISTRATIVE_AREA_LEVEL_2 layer, npm us-atlas); cities by their
// postal areas (POSTAL_CODE layer): Seattle's ZIPs, and Canadian cities by forward sortation area.
// Seattle sits inside King County and licenses its own residents, so a Seattle home is offered both.
import type { JurisdictionRow } from '../db/schema/index.js';
import { addJurisdictionBoundaries, type NewBoundary } from '../modules/jurisdiction/jurisdiction.service.js';
import type { AppServices } from '../app-services.js';

/**
 * ZIPs whose mail goes to "Seattle" in the gazetteer, without those outside the city limits (Burien,
 * SeaTac, Tukwila, Des Moines, Shoreline and Lake Forest Park use Seattle addresses too).
 */
const SEATTLE_ZIPS =
  '98101 98102 98103 98104 98105 98106 98107 98108 98109 98111 98112 98113 98114 98115 98116 98117 98118 98119 98121 98122 98124 98125 98126 98127 98129 98131 98132 98133 98134 98136 98138 98139 98141 98144 98145 98154 98160 98161 98164 98165 98170 98171 98174 98175 98177 98178 98181 98185 98189 98190 98191 98194 98195 98199';

/** Toronto: every M area (Canada Post gives the letter M to Toronto alone). */
const TORONTO_FSAS =
  'M1B M1C M1E M1G M1H M1J M1K M1L M1M M1N M1P M1R M1S M1T M1V M1W M1X M2H M2J M2K M2L M2M M2N M2P M2R M3A M3B M3C M3H M3J M3K M3L M3M M3N M4A M4B M4C M4E M4G M4H M4J M4K M4L M4M M4N M4P M4R M4S M4T M4V M4W M4X M4Y M5A M5B M5C M5E M5G M5H M5J M5K M5L M5M M5N M5P M5R M5S M5T M5V M5W M5X M6A M6B M6C M6E M6G M6H M6J M6K M6L M6M M6N M6P M6R M6S M7A M7Y M8V M8W M8X M8Y M8Z M9A M9B M9C M9L M9M M9N M9P M9R M9V M9W';

/** Ottawa since the 2001 amalgamation (Gloucester, Nepean, Kanata, Orléans, Cumberland, Manotick, Greely). */
const OTTAWA_FSAS =
  'K1A K1B K1C K1E K1G K1H K1J K1K K1L K1M K1N K1P K1R K1S K1T K1V K1W K1X K1Y K1Z K2A K2B K2C K2E K2G K2H K2J K2K K2L K2M K2P K2R K2S K2T K2V K2W K4A K4B K4C K4M K4P';

const MISSISSAUGA_FSAS = 'L4T L4V L4W L4X L4Y L4Z L5A L5B L5C L5E L5G L5H L5J L5K L5L L5M L5N L5P L5R L5S L5T L5V L5W';

type BoundaryPlan = {
  slug: string;
  included: Array<{ layer: NewBoundary['externalSourceLayer']; ids: string }>;
  excluded?: Array<{ layer: NewBoundary['externalSourceLayer']; ids: string; name?: string }>;
};

export const DEMO_BOUNDARIES: BoundaryPlan[] = [
  { slug: 'king-county-wa', included: [{ layer: 'ADMINISTRATIVE_AREA_LEVEL_2', ids: '53033' }] },
  {
    slug: 'travis-county-tx',
    included: [{ layer: 'ADMINISTRATIVE_AREA_LEVEL_2', ids: '48453' }],
    // the university campus is state land with its own animal rules: cut out of the county (a demo of excluded boundaries)
    excluded: [{ layer: 'POSTAL_CODE', ids: '78712', name: 'The University of Texas at Austin campus' }],
  },
  { slug: 'seattle-wa', included: [{ layer: 'POSTAL_CODE', ids: SEATTLE_ZIPS }] },
  { slug: 'toronto-on', included: [{ layer: 'POSTAL_CODE', ids: TORONTO_FSAS }] },
  { slug: 'ottawa-on', included: [{ layer: 'POSTAL_CODE', ids: OTTAWA_FSAS }] },
  { slug: 'mississauga-on', included: [{ layer: 'POSTAL_CODE', ids: MISSISSAUGA_FSAS }] },
];

export async function seedDemoBoundaries(services: AppServices, cities: ReadonlyArray<JurisdictionRow>): Promise<void> {
  const boundaries: NewBoundary[] = DEMO_BOUNDARIES.flatMap((plan) => {
    const city = cities.find((candidate) => candidate.slug === plan.slug);
    if (!city) throw new Error(`demo boundaries: no jurisdiction ${plan.slug}`);
    const colors = { fillColor: city.boundaryColor, strokeColor: city.boundaryColor };
    const expand = (role: NewBoundary['role'], groups: BoundaryPlan['included']) =>
      groups.flatMap(({ layer, ids, ...rest }) =>
        ids.split(' ').map((id) => ({
          jurisdictionId: city.id,
          role,
          externalSourceLayer: layer,
          externalSourceId: id,
          ...('name' in rest && typeof rest.name === 'string' ? { name: rest.name } : {}),
          ...colors,
        })),
      );
    return [...expand('INCLUDED', plan.included), ...expand('EXCLUDED', plan.excluded ?? [])];
  });
  await addJurisdictionBoundaries(services, { input: boundaries });
}
