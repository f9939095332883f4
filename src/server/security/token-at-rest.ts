import { createHash } from "node:crypto";

/**
 * How a bearer token (a session cookie, an e-mailed link's token) is kept at rest: its SHA-256, base64url, so a copy
 * of the table signs no one in and confirms nothing. The tokens are random and long, so they need no salt or slow hash.
 */
export function tokenAtRest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
