// spec §3 City: which of its optional pages a jurisdiction's site shows. The public City and the staff
// console's JurisdictionSettings both read them from the jurisdiction's row, so the web app reads them of
// either with one fragment (SitePagesFields).
import type { JurisdictionRow } from '../../db/schema/index.js';
import { builder } from '../builder.js';

type SitePagesShape = Pick<
  JurisdictionRow,
  'displayHomeSafePage' | 'displaySafeAndHappyFundPage' | 'displayLicensingPage' | 'displayAboutPage' | 'noLicensing'
>;

export const SitePages = builder.interfaceRef<SitePagesShape>('SitePages').implement({
  description: "Which of its optional pages a jurisdiction's site shows (spec §3 City)",
  fields: (t) => ({
    displayHomeSafePage: t.exposeBoolean('displayHomeSafePage'),
    displaySafeAndHappyFundPage: t.exposeBoolean('displaySafeAndHappyFundPage'),
    displayLicensingPage: t.exposeBoolean('displayLicensingPage'),
    displayAboutPage: t.exposeBoolean('displayAboutPage'),
    noLicensing: t.exposeBoolean('noLicensing'),
  }),
});
