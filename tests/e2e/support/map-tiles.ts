import type { Page } from "@playwright/test";

/** The e2e server's MAP_TILE_URL (playwright.config.ts): a host that resolves nowhere, so tiles load only when a test routes them. */
export const E2E_MAP_TILE_URL = "https://tiles.forecourt.test/{z}/{x}/{y}.png";
const TILE_PATTERN = "https://tiles.forecourt.test/**";

let tile: Promise<Buffer> | undefined;

/** The tile server answers every tile with a plain 256 px picture. */
export async function serveMapTiles(page: Page): Promise<void> {
  const { default: sharp } = await import("sharp");
  tile ??= sharp({ create: { width: 256, height: 256, channels: 3, background: "#e8e4da" } }).png().toBuffer();
  const body = await tile;
  await page.route(TILE_PATTERN, (route) => route.fulfill({ body, contentType: "image/png" }));
}

/** The tile server takes the request and never answers. */
export async function hangMapTiles(page: Page): Promise<void> {
  await page.route(TILE_PATTERN, () => new Promise<void>(() => {}));
}
