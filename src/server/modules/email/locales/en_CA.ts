// E-mail text in en-CA: only what differs from en-US (Canadian spelling: "licence" is the noun,
// "license" the verb); every other key falls back to en_US (decision 1009, for the web catalogs).
import type { EmailCatalogOverrides } from './en_US.js';

export const en_CA: EmailCatalogOverrides = {
  welcome: {
    body: 'Thank you for creating your Pawport account. With it you can license your pets, renew their licences and keep their records in one place.',
  },
};
