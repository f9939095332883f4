/**
 * Debian's Chromium (apt-get install chromium), the browser every e2e and screenshot tool uses:
 * Playwright cannot download its own browser on these machines. The flags keep it off the network
 * except for this machine: every host name but localhost, *.localhost and 127.0.0.1 fails to resolve.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost",
];
