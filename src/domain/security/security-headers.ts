/**
 * The HTTP security headers every HTML response carries. Pure: the proxy supplies the nonce and
 * what it knows about the request; `next.config.ts` reuses the static part for routes the proxy skips.
 */
import { EMBED_ORIGINS } from "../vehicle/vehicle-media";

export type SecurityHeaderOptions = {
  /** Per-request nonce for inline and framework scripts; omit for responses that run no script (media, JSON). */
  nonce?: string;
  /** The browser reached us over HTTPS (directly or through a proxy that says so). */
  https: boolean;
  /** `next dev`: React needs `eval` for its error overlays and Next injects styles without a nonce. */
  isDev: boolean;
  /** Other origins pictures may load from: the map tile server (`https://tiles.example`, `https://*.tiles.example`). */
  imageOrigins?: readonly string[];
  /** Origins a form may be sent on to: the payment provider's hosted checkout, which the reserve form redirects to. */
  formActionOrigins?: readonly string[];
};

export type HeaderMap = Record<string, string>;

/**
 * Browser features no page of ours uses; each is denied to the page and to any frame.
 * Only features Chromium recognises: an unknown name logs a console error on every page.
 * `fullscreen` and `picture-in-picture` stay allowed for our own origin (gallery, video).
 */
export const PERMISSIONS_POLICY: Readonly<Record<string, string>> = {
  accelerometer: "()",
  autoplay: "(self)",
  "browsing-topics": "()",
  camera: "()",
  "display-capture": "()",
  "encrypted-media": "()",
  fullscreen: "(self)",
  geolocation: "()",
  gyroscope: "()",
  hid: "()",
  magnetometer: "()",
  microphone: "()",
  midi: "()",
  payment: "()",
  "picture-in-picture": "(self)",
  "publickey-credentials-get": "()",
  serial: "()",
  usb: "()",
  "xr-spatial-tracking": "()",
};

/** One year, the minimum for HSTS preload lists and for the audit. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;
const ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The Content-Security-Policy. Scripts: only ours, by nonce, plus what those scripts load
 * ('strict-dynamic'), so an injected inline script or `javascript:` URL never runs.
 *
 * Styles: `<style>` and `<link rel=stylesheet>` elements need our origin or the nonce (Next.js puts
 * the nonce on the styles it inlines), while `style="…"` attributes are allowed (`style-src-attr
 * 'unsafe-inline'`): React `style` props and next/image emit them and a nonce cannot cover an
 * attribute. Attribute styles cannot run code or load anything outside `img-src`/`font-src`, so the
 * risk left is cosmetic. Development allows all inline styles (the dev overlay injects them unsigned).
 */
export function buildContentSecurityPolicy({ nonce, https, isDev, imageOrigins = [], formActionOrigins = [] }: SecurityHeaderOptions): string {
  if (nonce !== undefined && !NONCE_PATTERN.test(nonce)) throw new Error("A CSP nonce must be at least 16 base64 characters");
  const badOrigin = imageOrigins.find((origin) => !ORIGIN_PATTERN.test(origin));
  if (badOrigin !== undefined) throw new Error(`Not an origin for img-src: ${JSON.stringify(badOrigin)}`);
  const scriptSources = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'"];
  if (isDev) scriptSources.push("'unsafe-eval'");
  const styleElementSources = isDev || !nonce ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...scriptSources],
    ["style-src", ...styleElementSources],
    ["style-src-elem", ...styleElementSources],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...imageOrigins],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["media-src", "'self'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    // Video embeds (spec 000 §5: a frame only for a video site's embed address).
    ["frame-src", "'self'", ...EMBED_ORIGINS],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'", ...formActionOrigins],
    ["frame-ancestors", "'self'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** The dealer workspace's pages (decision 030) also use passkeys, which the shopper policy keeps off. */
export const WORKSPACE_PERMISSIONS_POLICY: Readonly<Record<string, string>> = { ...PERMISSIONS_POLICY, "publickey-credentials-get": "(self)", "publickey-credentials-create": "(self)" };

export function buildPermissionsPolicy(policy: Readonly<Record<string, string>> = PERMISSIONS_POLICY): string {
  return Object.entries(policy)
    .map(([feature, allow]) => `${feature}=${allow}`)
    .join(", ");
}

/** Every security header for one response. Header names are in their canonical case. */
export function buildSecurityHeaders(options: SecurityHeaderOptions): HeaderMap {
  const headers: HeaderMap = {
    "Content-Security-Policy": buildContentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": buildPermissionsPolicy(),
    // Older browsers ignore frame-ancestors; this says the same thing to them.
    "X-Frame-Options": "SAMEORIGIN",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (options.https) headers["Strict-Transport-Security"] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}

/**
 * Headers for responses that run no script and are never framed by others (images, JSON health
 * checks): nothing may load or run, except images for the browser's own image viewer.
 */
export function buildStaticResponseHeaders({ https }: { https: boolean }): HeaderMap {
  const headers: HeaderMap = {
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": buildPermissionsPolicy(),
    "X-Frame-Options": "SAMEORIGIN",
  };
  if (https) headers["Strict-Transport-Security"] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}

/**
 * Whether the browser's connection is HTTPS: the request URL says so, or a proxy in front of us
 * does through `X-Forwarded-Proto` (first value of a comma list, case-insensitive).
 */
export function isHttpsRequest({ protocol, forwardedProto }: { protocol: string; forwardedProto: string | null }): boolean {
  if (protocol.replace(/:$/, "").toLowerCase() === "https") return true;
  const first = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}
