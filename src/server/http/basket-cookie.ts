// The visitor's basket cookie (decision 0401): a random token whose hash names the visitor's basket
// until log-in or sign-up merges it into the owner's. Made like the session cookie (secure-cookie.ts).
import { secureCookie } from './secure-cookie.js';

const basket = secureCookie('pawport_basket');

/** How long a visitor's basket is kept for its browser. */
export const VISITOR_BASKET_DAYS = 30;

export const readBasketToken = basket.read;
export const setBasketCookie = basket.set;
export const clearBasketCookie = basket.clear;
