// The cookie of a log-in waiting for its second factor (decision 0110): made like the session cookie
// (secure-cookie.ts), for the five minutes of the step; cleared when the session begins or the step ends.
import { secureCookie } from './secure-cookie.js';

const loginStep = secureCookie('pawport_login_step');

export const loginStepCookieName = loginStep.nameFor;
export const readLoginStepToken = loginStep.read;
export const setLoginStepCookie = loginStep.set;
export const clearLoginStepCookie = loginStep.clear;
