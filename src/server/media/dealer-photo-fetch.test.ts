import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nonPublicAddressReason } from "@/domain/security/public-address";
import { DealerPhotoFetchError, fetchDealerPhoto } from "./dealer-photo-fetch";
import { loopbackAddressPolicy } from "@/server/http/loopback-address-policy";
import type { OutboundAddressPolicy } from "@/server/http/outbound-address-policy";

/**
 * The photo fetcher against a fake dealer server on 127.0.0.1 (issue 30). Production's rules refuse it
 * outright; the tests' policy allows that one address, so redirects to other local addresses, names
 * resolving to them, sizes, times and content types can be tried against a real server. Every refused
 * address is refused before a connection is made: nothing here reaches beyond 127.0.0.1.
 */
const PHOTO = Buffer.from("\xff\xd8\xff\xe0 not really a jpeg, but served as one", "latin1");
let server: Server;
let origin = "";
let port = 0;
let requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "";
    requests.push(path);
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) return response.writeHead(302, { location: Number(hops[1]) > 0 ? `/hops/${Number(hops[1]) - 1}` : "/car.jpg" }).end();
    if (path === "/car.jpg") return response.writeHead(200, { "content-type": "image/jpeg; charset=binary", "content-length": PHOTO.length }).end(PHOTO);
    if (path.startsWith("/to?")) return response.writeHead(307, { location: decodeURIComponent(path.slice(4)) }).end();
    if (path === "/page.html") return response.writeHead(200, { "content-type": "text/html" }).end("<p>hi</p>");
    if (path === "/drawing.svg") return response.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg/>");
    if (path === "/huge.jpg") return response.writeHead(200, { "content-type": "image/jpeg", "content-length": 10_000 }).end(Buffer.alloc(10_000));
    if (path === "/endless.jpg") {
      response.writeHead(200, { "content-type": "image/jpeg" });
      const timer = setInterval(() => response.write(Buffer.alloc(4_096)), 5);
      return response.on("close", () => clearInterval(timer));
    }
    if (path === "/slow.jpg") return void setTimeout(() => response.writeHead(200, { "content-type": "image/jpeg" }).end(PHOTO), 2_000);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = [];
});

const LIMITS = { timeoutMs: 1_000, maxBytes: 5_000 };
const refusal = (url: string, policy: OutboundAddressPolicy = loopbackAddressPolicy()) =>
  fetchDealerPhoto(url, policy, LIMITS).then(() => "fetched", (error: unknown) => (error instanceof DealerPhotoFetchError ? error.message : `not a DealerPhotoFetchError: ${String(error)}`));

describe("fetchDealerPhoto", () => {
  it("fetches a photo from an allowed address, and from a name resolving to one", async () => {
    expect(await fetchDealerPhoto(`${origin}/car.jpg`, loopbackAddressPolicy(), LIMITS)).toEqual(PHOTO);
    expect(await fetchDealerPhoto(`http://photos.dealer.example:${port}/car.jpg`, loopbackAddressPolicy({ "photos.dealer.example": ["127.0.0.1"] }), LIMITS)).toEqual(PHOTO);
    expect(requests).toEqual(["/car.jpg", "/car.jpg"]);
  });

  it("under production's address rules, refuses the loopback server without connecting to it", async () => {
    const production: OutboundAddressPolicy = { allowHttp: true, refuseAddress: nonPublicAddressReason, resolve: async () => ["127.0.0.1"] };
    expect(await refusal(`${origin}/car.jpg`, production)).toBe(`refused: ${origin}/car.jpg must be on a public address: 127.0.0.1 is a loopback address`);
    expect(await refusal(`http://photos.dealer.example:${port}/car.jpg`, production)).toBe("refused: photos.dealer.example resolves to 127.0.0.1, a loopback address");
    expect(await refusal(`http://0x7f000001:${port}/car.jpg`, production)).toContain("127.0.0.1 is a loopback address");
    expect(await refusal(`http://[::ffff:127.0.0.1]:${port}/car.jpg`, production)).toContain("is a loopback address");
    expect(await refusal(`${origin}/car.jpg`, { ...production, allowHttp: false })).toContain("must be an https address");
    expect(requests).toEqual([]);
  });

  it("refuses a name that resolves to any refused address, even beside a public one", async () => {
    const policy = loopbackAddressPolicy({ "mixed.example": ["93.184.216.34", "10.0.0.7"], "metadata.example": ["169.254.169.254"], "v6.example": ["fd00::5"] });
    expect(await refusal(`http://mixed.example:${port}/car.jpg`, policy)).toBe("refused: mixed.example resolves to 10.0.0.7, a private address");
    expect(await refusal(`http://metadata.example:${port}/`, policy)).toBe("refused: metadata.example resolves to 169.254.169.254, a link-local address");
    expect(await refusal(`http://v6.example:${port}/`, policy)).toBe("refused: v6.example resolves to fd00::5, a unique-local address");
    expect(requests).toEqual([]);
  });

  it("checks every redirect: to another local address, a local name or a name resolving to one, it stops there", async () => {
    const policy = loopbackAddressPolicy({ "rebind.example": ["127.0.0.2"] });
    const to = (target: string) => `${origin}/to?${encodeURIComponent(target)}`;
    expect(await refusal(to(`http://127.0.0.2:${port}/car.jpg`), policy)).toContain("127.0.0.2 is a loopback address");
    expect(await refusal(to(`http://localhost:${port}/car.jpg`), policy)).toContain("localhost is a name for local use");
    expect(await refusal(to(`http://rebind.example:${port}/car.jpg`), policy)).toBe("refused: rebind.example resolves to 127.0.0.2, a loopback address");
    expect(await refusal(to("file:///etc/passwd"), policy)).toContain("must be an http or https address");
    // Only the first hop of each reached the server.
    expect(requests.every((path) => path.startsWith("/to?"))).toBe(true);
    expect(requests).toHaveLength(4);
  });

  it("follows at most 3 redirects", async () => {
    expect(await fetchDealerPhoto(`${origin}/hops/2`, loopbackAddressPolicy(), LIMITS)).toEqual(PHOTO);
    requests = [];
    expect(await refusal(`${origin}/hops/3`)).toBe(`${origin}/hops/3 redirects more than 3 times`);
    expect(requests).toEqual(["/hops/3", "/hops/2", "/hops/1", "/hops/0"]);
  });

  it("takes only photo content types, and only a 200", async () => {
    expect(await refusal(`${origin}/page.html`)).toBe(`${origin}/page.html is not a photo (text/html)`);
    expect(await refusal(`${origin}/drawing.svg`)).toBe(`${origin}/drawing.svg is not a photo (image/svg+xml)`);
    expect(await refusal(`${origin}/missing.jpg`)).toBe(`${origin}/missing.jpg answered 404`);
  });

  it("caps the size, declared or not, and the time", async () => {
    expect(await refusal(`${origin}/huge.jpg`)).toBe(`${origin}/huge.jpg is larger than 5000 bytes`);
    expect(await refusal(`${origin}/endless.jpg`)).toBe(`${origin}/endless.jpg is larger than 5000 bytes`);
    const started = performance.now();
    expect(await refusal(`${origin}/slow.jpg`)).toBe(`Cannot fetch ${origin}/slow.jpg: took longer than 1000 ms`);
    expect(performance.now() - started).toBeLessThan(1_900);
  });
});
