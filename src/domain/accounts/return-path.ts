/**
 * Where sign-in sends the shopper afterwards (`redirect`) and where its Back link goes (`back`): spec 000 §2
 * `/sign-in?type=watchlist&redirect={path}&back={path}`, spec 001 §2 `/sign-in?type={type}&redirect={path}&back={path}`.
 * Both come from the address bar, so both must be paths on this site: anything else would make sign-in an open
 * redirect, sending a shopper who trusted our address to another site.
 */
const BASE = "https://forecourt.invalid";
const MAX_LENGTH = 2000;

/**
 * The value as a same-site path (`/cars/x?y#z`), or null: refuses absolute and scheme-relative URLs (`//evil`,
 * `/\evil`, which browsers read as `//evil`), any backslash, whitespace or control character (browsers drop tabs
 * and newlines, so `/\t/evil` would become `//evil`), and sign-in itself (a loop).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u0020\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === "/sign-in" || url.pathname.startsWith("/sign-in/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Why a shopper is asked to sign in; it picks the page's heading. */
export const SIGN_IN_PURPOSES = ["watchlist", "my-garage", "online-payment", "spin-to-win", "finance", "credit-check", "reserve", "checkout", "account"] as const;
export type SignInPurpose = (typeof SIGN_IN_PURPOSES)[number];

export const SIGN_IN_HEADINGS: Record<SignInPurpose, string> = {
  watchlist: "Sign in to save cars to your watchlist",
  "my-garage": "Sign in to see your garage",
  "online-payment": "Sign in to pay online",
  "spin-to-win": "Sign in to spin to win",
  finance: "Sign in to apply for finance",
  "credit-check": "Sign in to apply for finance with a credit check",
  reserve: "Sign in to reserve this car",
  checkout: "Sign in to buy online",
  account: "Sign in",
};

export type SignInRequest = { purpose: SignInPurpose; redirect: string; back: string };

/** Reads `type`, `redirect` and `back` from the query: an unknown type is a plain sign-in, an unsafe path is the home page. */
export function readSignInRequest(query: { type?: unknown; redirect?: unknown; back?: unknown }): SignInRequest {
  const purpose = SIGN_IN_PURPOSES.find((p) => p === query.type) ?? "account";
  const redirect = safeReturnPath(query.redirect) ?? "/";
  return { purpose, redirect, back: safeReturnPath(query.back) ?? redirect };
}

/** The sign-in address for a gate: `/sign-in?type=…&redirect=…&back=…`. */
export function signInHref({ purpose, redirect, back }: { purpose: SignInPurpose; redirect: string; back?: string }): string {
  const query = new URLSearchParams({ type: purpose, redirect: safeReturnPath(redirect) ?? "/", back: safeReturnPath(back ?? redirect) ?? "/" });
  return `/sign-in?${query.toString()}`;
}
