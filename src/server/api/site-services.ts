// The third-party services the web app may load, as the server is configured (spec §1, §7.3): the page-
// translation widget's script (decision 0802), null when none is set, so nothing reaches the internet. The
// web app offers it on the public pages only and loads it when the visitor asks (issue 37: 10).
import { builder } from '../graphql-kit/builder.js';
import { publicField } from '../graphql-kit/root-fields.js';

type SiteServices = { translationWidgetUrl: string | null; translationWidgetIntegrity: string | null };

const SiteServicesRef = builder.objectRef<SiteServices>('SiteServices').implement({
  description: 'The optional third-party services of this site (spec §1)',
  fields: (t) => ({
    translationWidgetUrl: t.exposeString('translationWidgetUrl', {
      nullable: true,
      description: 'TRANSLATION_WIDGET_URL: the page-translation widget’s script; null: no widget',
    }),
    translationWidgetIntegrity: t.exposeString('translationWidgetIntegrity', {
      nullable: true,
      description: 'TRANSLATION_WIDGET_INTEGRITY: the script’s Subresource Integrity hash (sha384-…); null: not pinned',
    }),
  }),
});

publicField('query', 'siteServices', {
  type: SiteServicesRef,
  description: 'Which optional third-party services the web app loads',
  resolve: (_args, { services: { config } }) => ({
    translationWidgetUrl: config.TRANSLATION_WIDGET_URL ?? null,
    translationWidgetIntegrity: (config.TRANSLATION_WIDGET_URL && config.TRANSLATION_WIDGET_INTEGRITY) || null,
  }),
});
