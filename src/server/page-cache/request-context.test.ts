import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@/domain/site/site";
import { runAsRequest } from "../../../tests/support/request-context";
import { PageCache } from "./page-cache";
import { toPageTemplate } from "./page-template";
import { isRenderForCache, PAGE_RENDER_HEADER, renderForCache } from "./render-for-cache";
import { StockVersionWatch } from "@/server/search/stock-version-watch";

/** Decision 018: what the page cache keeps after a request (a page, a stock version) must not keep that request. */
let server: Server;
let port: number;
const seen: { host?: string; cookie?: string; token?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ host: request.headers.host, cookie: request.headers.cookie, token: request.headers[PAGE_RENDER_HEADER] as string | undefined });
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(`<p>Page for ${request.headers.host}${request.url}</p>`);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the page cache across requests", () => {
  it("stores a page rendered during a request without keeping the request, and renders as a visitor without cookies", async () => {
    const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000 });
    const versions = new StockVersionWatch(async () => "v1", 250);
    const { released } = await runAsRequest(async () => {
      const version = await versions.version({ id: 1 } as Site);
      return cache.page("http://a.localhost/search", version, async () => {
        const answer = await renderForCache({ port, host: "a.localhost:3000", https: false, path: "/search?make=Toyota" });
        return { page: { status: answer.status, headers: answer.headers, body: toPageTemplate(answer.body, "placeholder") }, storable: true };
      });
    });
    expect(released).toBe(true);
    expect(cache.stats().pages).toBe(1);
    expect(seen.at(-1)).toMatchObject({ host: "a.localhost:3000", cookie: undefined });
    expect(seen.at(-1)!.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it("knows its own render requests by their secret, and nobody else's", () => {
    const token = seen.at(-1)!.token!;
    expect(isRenderForCache(new Headers({ [PAGE_RENDER_HEADER]: token }))).toBe(true);
    expect(isRenderForCache(new Headers({ [PAGE_RENDER_HEADER]: token.replace(/.$/, (c) => (c === "0" ? "1" : "0")) }))).toBe(false);
    expect(isRenderForCache(new Headers({ [PAGE_RENDER_HEADER]: "x" }))).toBe(false);
    expect(isRenderForCache(new Headers())).toBe(false);
  });
});
