// The marketing block's pictures (decision 0402): our own SVG files, hashed assets under /assets with
// the immutable caching, never inlined into the block's code.
import trackerApp from '../images/tracker-app.svg?no-inline';
import trackerDevice from '../images/tracker-device.svg?no-inline';

export const TRACKER_DEVICE_IMAGE_URL = trackerDevice;
export const TRACKER_APP_IMAGE_URL = trackerApp;
