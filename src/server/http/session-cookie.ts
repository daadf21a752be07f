// The session cookie (QUALITY.md: HttpOnly, SameSite=Lax, Secure and the __Host- prefix in production).
import { secureCookie } from './secure-cookie.js';

const session = secureCookie('pawport_session');

export const sessionCookieName = session.nameFor;
export const readSessionToken = session.read;
export const setSessionCookie = session.set;
export const clearSessionCookie = session.clear;
