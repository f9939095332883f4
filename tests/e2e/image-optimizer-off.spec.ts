import { expect, test } from "@playwright/test";
import { E2E_PORT, siteUrl } from "./support/hosts";

// Issue 30: Next.js's image optimizer fetched any path of this server (or a remote host) for anyone. No page uses it; it is off.
test("/_next/image fetches nothing: every address answers 404", async ({ request }) => {
  const urls = ["/metrics", "/api/health", "/media/vehicles/suv/white/front/1.svg", `http://127.0.0.1:${E2E_PORT}/api/health`, "https://example.com/a.jpg"];
  for (const url of urls) {
    const response = await request.get(siteUrl("harbour-toyota", `/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`));
    expect(response.status(), url).toBe(404);
    expect(response.headers()["content-type"] ?? "", url).not.toMatch(/^image\//);
  }
});
