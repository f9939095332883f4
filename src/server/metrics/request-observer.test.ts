import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { metrics } from "./metrics";
import { observeRequests, routeOf } from "./request-observer";

const requestTo = (url: string, meta?: object) =>
  ({ url, ...(meta ? { [Symbol.for("NextInternalRequestMeta")]: meta } : {}) }) as unknown as IncomingMessage;

describe("routeOf", () => {
  it("labels a request by the route Next.js matched, without the tenant segment", () => {
    expect(routeOf(requestTo("/cars/2019-mazda-3-x", { match: { definition: { pathname: "/[host]/cars/[slug]" } } }))).toBe("/cars/[slug]");
    expect(routeOf(requestTo("/", { match: { definition: { pathname: "/[host]" } } }))).toBe("/");
    expect(routeOf(requestTo("/api/health/ready", { match: { definition: { pathname: "/api/health/ready" } } }))).toBe("/api/health/ready");
  });

  it("labels what Next.js answers without a route by kind, never by address (one label per car would explode)", () => {
    expect(routeOf(requestTo("/_next/static/chunks/abc123.js"))).toBe("/_next/static");
    expect(routeOf(requestTo("/_next/image?url=x"))).toBe("/_next/image");
    expect(routeOf(requestTo("/cars/some-car?x=1"))).toBe("unmatched");
  });
});

describe("observeRequests", () => {
  it("times every request an HTTP server in the process answers, by route, method and status class", async () => {
    observeRequests();
    const server = createServer((_, response) => response.writeHead(503).end("busy"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const countOf = async () => (await metrics().httpRequestSeconds.get()).values.find((v) => v.metricName?.endsWith("_count") && v.labels.route === "unmatched" && v.labels.status === "5xx" && v.labels.method === "POST")?.value ?? 0;
    const before = await countOf();
    for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${port}/anything`, { method: "POST", headers: { "x-request-id": `test-${i}` } })).text();
    server.close();
    expect((await countOf()) - before).toBe(3);
  });
});
