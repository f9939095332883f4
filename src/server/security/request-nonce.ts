import { headers } from "next/headers";
import { NONCE_HEADER } from "./nonce";

/**
 * The nonce the proxy issued for this request, for a `<Script nonce>` or any inline `<script>` a
 * server component must render. Next.js already applies it to its own scripts. Reading it makes the
 * route dynamic, which nonces require anyway.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
