// The staff console's screens load with the shared hook (the settings screen imports it from here).
export { type Loaded, useLoaded } from '../../../lib/use-loaded.js';
