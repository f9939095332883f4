import { signInLink } from "./sign-in-link";

/**
 * Where sign-in sends the shopper afterwards (`redirect`) and where its Back link goes (`back`): spec 000 §2
 * `/sign-in?type=watchlist&redirect={path}&back={path}`, spec 001 §2 `/sign-in?type={type}&redirect={path}&back={path}`.
 * Both come from the address bar, so both must be paths on this site: anything else would make sign-in an open
 * redirect, sending a shopper who trusted our address to another site.
 */
const BASE = "https://forecourt.invalid";
const MAX_LENGTH = 2000;
/** Percent-escapes are undone at most this many times (double encoding, and one more); a value still encoded after that is refused. */
const MAX_DECODES = 3;
/** Backslashes (browsers read one as `/`), whitespace and control characters (browsers drop tabs and newlines). */
const UNSAFE_CHARACTER = /[\\\u0000-\u0020\u007f]/;

/** A path every browser resolves on the page's own origin: one leading slash, then nothing a browser reads as another. */
const isLocalPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !UNSAFE_CHARACTER.test(path);
const isSignIn = (pathname: string) => pathname === "/sign-in" || pathname.startsWith("/sign-in/");

/** The value resolved as a browser would resolve it on this site (dot segments removed, characters escaped), if it stays here. */
function resolveOnSite(value: string): URL | null {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/** The path with every percent-escape undone, as a server or a later step that decodes it would read it; null if it does not decode. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round <= MAX_DECODES; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

/**
 * The one rule for every return path in the app (`redirect`, `back`, and the sign-in links gates build): the value
 * as a same-site path (`/cars/x?y#z`), or null. Normalise first, then check: the value is resolved as a browser
 * resolves it (`/.//evil`, `/..//evil` and `/%2e%2e//evil` all become `//evil`), and the result is checked, both as
 * it is and with its escapes undone (`/%2F%2Fevil`, `/%252e%252e//evil`). Each must be one leading slash followed by
 * no second slash, with no backslash, whitespace or control character anywhere. Absolute and scheme-relative URLs,
 * anything that does not decode, and sign-in itself (a loop) are refused.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH || !isLocalPath(value)) return null;
  const url = resolveOnSite(value);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decoded = fullyDecoded(url.pathname);
  const decodedUrl = decoded === null ? null : resolveOnSite(decoded);
  if (!isLocalPath(path) || decoded === null || !isLocalPath(decoded) || !decodedUrl || !isLocalPath(decodedUrl.pathname)) return null;
  return isSignIn(decodedUrl.pathname) ? null : path;
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

/** The sign-in address for a gate, `/sign-in?type=…&redirect=…&back=…`, with both paths checked (an unsafe one is the home page). */
export function signInHref({ purpose, redirect, back }: { purpose: SignInPurpose; redirect: string; back?: string }): string {
  return signInLink(purpose, safeReturnPath(redirect) ?? "/", safeReturnPath(back ?? redirect) ?? "/");
}
