/**
 * Spec 001 §4: "Banner can be closed, after which it is hidden." The shopper's choice is kept in a cookie
 * per banner id, so the server leaves a closed banner out of the page (no flash, no layout shift) and the
 * close button works without JavaScript too.
 */
export const BANNER_ID = /^[a-z0-9-]{1,40}$/;
export const CLOSED_BANNER_MAX_AGE_S = 365 * 24 * 60 * 60;

export const closedBannerCookie = (id: string) => `closed-banner-${id}`;

export function isBannerClosed(cookies: { has(name: string): boolean }, id: string): boolean {
  return cookies.has(closedBannerCookie(id));
}
