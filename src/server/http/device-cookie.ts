// The known-device cookie (decision 0106): which browser a password check comes from. Made like the
// session cookie (secure-cookie.ts); it outlives sessions.
import { secureCookie } from './secure-cookie.js';

const device = secureCookie('pawport_device');

export const deviceCookieName = device.nameFor;
export const readDeviceToken = device.read;
export const setDeviceCookie = device.set;
