import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/support/chromium";
import { E2E_PORT } from "./tests/e2e/support/hosts";
import { E2E_MAP_TILE_URL } from "./tests/e2e/support/map-tiles";
import { TEST_TRAFFIC_TOKEN } from "./tests/e2e/support/test-traffic";

const usesPostgres = Boolean(process.env.DATABASE_URL);
const E2E_DATA_DIR = ".data/e2e";

/**
 * Specs that store nothing: what they check happens in the browser or in pure functions, on pages any engine
 * renders alike. They run on PGlite (`npm test`'s default) and are left out of the PostgreSQL pass, where the
 * crawl still renders every linked page, the fuzz suite every route, and the integration suite runs their
 * queries (decision 027). A spec that submits, signs in, saves or pays runs on both engines: leave it off this list.
 */
const STORE_NOTHING_SPECS = [
  "content-pages", "drive-away", "drive-away-no-js", "finance", "finance.phone", "forms-routes", "forms.phone",
  "home-blocks", "home-blocks-no-js", "image-optimizer-off", "locations", "locations-no-js", "locations.phone",
  "models", "money-api", "navigation.phone", "page-weight", "plain-search", "reviews.phone", "search", "search-api", "search-no-js",
  "sitemap", "smoke", "theme-contrast", "vehicle-extras", "vehicle-no-js", "vehicle-safety", "vehicle.phone",
].map((name) => `**/${name}.spec.ts`);
const engineIgnore = usesPostgres ? STORE_NOTHING_SPECS : [];

/**
 * End-to-end tests against the production build (`scripts/start.ts` builds it only when stale) on
 * port 3100, with a database of its own: a fresh PGlite in .data/e2e, wiped before every run, or
 * the database in DATABASE_URL when that is set (the app migrates and seeds it at start-up).
 *
 * Files named *.phone.spec.ts run on a phone-sized touch screen, fuzz.spec.ts (HTTP only) as a project of
 * its own, all other specs on a desktop.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // The suite runs two workers beside the server on two cores: 5 s (the default) is short when a page's script is still compiling.
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    // scripts/test.ts reads the counts from a JSON report written to this file.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["json"] as ["json"]] : []),
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testMatch: /.*\.spec\.ts$/,
      testIgnore: [/.*\.phone\.spec\.ts$/, /fuzz\.spec\.ts$/, ...engineIgnore],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    // HTTP only, no browser page: every route's hostile requests (issue 19, decision 008).
    { name: "fuzz", testMatch: /fuzz\.spec\.ts$/ },
    {
      name: "phone",
      testMatch: /.*\.phone\.spec\.ts$/,
      testIgnore: engineIgnore,
      use: {
        browserName: "chromium",
        userAgent: devices["Pixel 7"].userAgent,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
  webServer: {
    // Playwright starts the web server before any globalSetup runs, so the wipe is part of the command.
    // The app behind a local fake of Stripe's API, taking deposits online on one demo site (issue 18).
    command: usesPostgres ? "npx tsx tests/e2e/support/start-with-fake-stripe.ts" : `rm -rf ${E2E_DATA_DIR} && npx tsx tests/e2e/support/start-with-fake-stripe.ts`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    // DATABASE_URL passes through. Map tiles come from a host no browser here resolves; locations specs route it (support/map-tiles.ts).
    // Warnings and errors only: a log line per request would bury a failure's cause in thousands of lines.
    // Every browser here posts leads from 127.0.0.1: past the per-address limit they would be flagged as spam, and not pushed (decision 005).
    // The workspace's per-client limits are kept: a spec that needs its own client names one by X-Forwarded-For,
    // believed from 127.0.0.1 here (support/workspace-sign-in.ts).
    // The cars' figures are rolled up every 2 s, so a spec sees a view on the workspace's car page within seconds (decision 052).
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, NEXT_TELEMETRY_DISABLED: "1", TEST_TRAFFIC_TOKEN, MAP_TILE_URL: E2E_MAP_TILE_URL, LOG_LEVEL: "warn", LEAD_RATE_LIMIT: "1000000", TRUSTED_PROXIES: "127.0.0.1, ::1", CAR_FIGURES_ROLLUP_MS: "2000" },
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
