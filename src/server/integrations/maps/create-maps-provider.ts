// Picks the maps adapter from the configuration: Google when MAPS_PROVIDER=google, the embedded
// centroids otherwise (decision 0302).
import { createEmbeddedMapsProvider } from './embedded-maps.provider.js';
import { createGoogleMapsProvider } from './google-maps.provider.js';
import type { MapsProvider } from './maps-provider.js';

export function createMapsProvider(config: {
  provider: 'embedded' | 'google';
  googleKey?: string | undefined;
  googleBaseUrl?: string | undefined;
}): MapsProvider {
  if (config.provider === 'google') {
    if (!config.googleKey) throw new Error('MAPS_PROVIDER=google needs GOOGLE_MAPS_KEY');
    return createGoogleMapsProvider({
      key: config.googleKey,
      ...(config.googleBaseUrl ? { baseUrl: config.googleBaseUrl } : {}),
    });
  }
  return createEmbeddedMapsProvider();
}
