/**
 * How the audit launches Chromium: the same binary and flags as the e2e tests (one definition, in
 * tests/e2e/support/chromium.ts): headless, no sandbox, no background networking, and
 * `--host-resolver-rules` so every host but localhost, *.localhost and 127.0.0.1 fails to resolve —
 * a page that reaches for the internet (font CDN, analytics, remote images) fails visibly here
 * instead of passing on a networked machine. CHROME_PATH overrides the binary.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH as E2E_CHROMIUM_PATH } from "../../tests/e2e/support/chromium";

export const CHROMIUM_PATH = process.env.CHROME_PATH || E2E_CHROMIUM_PATH;
export const CHROMIUM_FLAGS: readonly string[] = CHROMIUM_ARGS;
