/** A fresh CSP nonce: 128 random bits, base64. One per request; never reuse or derive it. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The request header the proxy uses to hand the nonce to server components (`(await headers()).get(NONCE_HEADER)`). */
export const NONCE_HEADER = "x-nonce";
