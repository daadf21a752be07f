// The third-party services the web app may load, as the server is configured (spec §1, §7.3): the page-
// translation widget's script (decision 0802), null when none is set, so nothing reaches the internet.
import { builder } from './builder.js';
import { publicConfigQuery } from './public-fields.js';

type SiteServices = { translationWidgetUrl: string | null };

const SiteServicesRef = builder.objectRef<SiteServices>('SiteServices').implement({
  description: 'The optional third-party services of this site (spec §1)',
  fields: (t) => ({
    translationWidgetUrl: t.exposeString('translationWidgetUrl', {
      nullable: true,
      description: 'TRANSLATION_WIDGET_URL: the page-translation widget’s script; null: no widget',
    }),
  }),
});

publicConfigQuery('siteServices', {
  type: SiteServicesRef,
  description: 'Which optional third-party services the web app loads',
  read: ({ config }) => ({ translationWidgetUrl: config.TRANSLATION_WIDGET_URL ?? null }),
});
