/**
 * A random 256-bit secret for a cookie (session or CSRF token), base64url: 43 characters. Web Crypto, so the proxy
 * can issue one as well as the server.
 */
export function newCookieSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
