import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Site } from "@/domain/site/site";
import { ApiError } from "./api-error";
import { withDealerKey } from "./with-dealer-key";
import { withHostSite, withSite } from "./with-site";

const state = vi.hoisted(() => ({ sites: {} as Record<string, unknown>, keys: {} as Record<string, number>, logged: [] as string[], databaseOpened: 0 }));
vi.mock("@/server/tenancy/require-site", () => ({ findSite: async (params: Promise<{ host: string }>) => state.sites[(await params).host] ?? null }));
vi.mock("@/server/tenancy/site-registry", () => ({ findSiteForHost: async (host: string) => state.sites[host] ?? null }));
vi.mock("@/db/connection", () => ({ getDatabase: async () => ((state.databaseOpened += 1), { db: "the database", kind: "pglite" }) }));
vi.mock("@/server/dealer-api/dealer-api-keys", () => ({ dealershipForAuthorization: async (_db: unknown, authorization: string | null) => state.keys[authorization ?? ""] ?? null }));
vi.mock("@/server/logging/log-failure", () => ({ logFailure: (what: string) => state.logged.push(what) }));

const alpha = { id: 1, slug: "alpha", dealerships: [{ id: 7, slug: "alpha-motors" }] } as unknown as Site;
const EDGE = { name: "Test route", unavailable: "The test route is unavailable just now, please try again." };
const context = <P extends { host: string }>(params: P) => ({ params: Promise.resolve(params) });
const read = async (response: Response) => ({ status: response.status, body: await response.json() });

beforeEach(() => {
  state.sites = { "alpha.localhost:3000": alpha, "alpha.localhost": alpha };
  state.keys = { "Bearer alpha-key": 7, "Bearer other-key": 9 };
  state.logged = [];
  state.databaseOpened = 0;
});

describe("withSite", () => {
  it("gives the body the host's site, the database, the route's parameters and a NextRequest, even for a plain Request", async () => {
    const route = withSite<{ host: string; slug: string }>(({ request, params, site, db }) => {
      return Response.json({ site: site.slug, db, slug: params.slug, next: request instanceof NextRequest, page: request.nextUrl.searchParams.get("page") });
    }, EDGE);
    const response = await route(new Request("http://alpha.localhost:3000/cars/x?page=2"), context({ host: "alpha.localhost:3000", slug: "x" }));
    expect(await read(response)).toEqual({ status: 200, body: { site: "alpha", db: "the database", slug: "x", next: true, page: "2" } });
  });

  it("answers an unknown host 404 'Unknown site' without running the body or opening the database", async () => {
    const body = vi.fn();
    const response = await withSite(body, EDGE)(new Request("http://nobody.localhost:3000/x"), context({ host: "nobody.localhost:3000" }));
    expect(await read(response)).toEqual({ status: 404, body: { error: { message: "Unknown site" } } });
    expect([body.mock.calls.length, state.databaseOpened]).toEqual([0, 0]);
  });

  it("answers what the body throws: an ApiError as itself, anything else 503 and one log line", async () => {
    const refusing = withSite(() => {
      throw new ApiError("unprocessable", "does not match this car's page", { parameter: "car_id" });
    }, EDGE);
    expect(await read(await refusing(new Request("http://alpha.localhost:3000/"), context({ host: "alpha.localhost:3000" })))).toEqual({
      status: 422, body: { error: { parameter: "car_id", message: "does not match this car's page" } },
    });
    const failing = withSite(async () => {
      throw new Error("connection refused");
    }, EDGE);
    const failed = await failing(new Request("http://alpha.localhost:3000/"), context({ host: "alpha.localhost:3000" }));
    expect([failed.status, failed.headers.get("retry-after"), (await failed.json()).error.message]).toEqual([503, "2", EDGE.unavailable]);
    expect(state.logged).toEqual(["Test route failed (503)"]);
  });

  it("answers a failure to resolve the site the same way", async () => {
    state.sites = new Proxy({}, { get: () => { throw new Error("sites unreadable"); } });
    const response = await withSite(() => new Response("never"), EDGE)(new Request("http://alpha.localhost:3000/"), context({ host: "alpha.localhost:3000" }));
    expect(response.status).toBe(503);
    expect(state.logged).toEqual(["Test route failed (503)"]);
  });
});

describe("withHostSite", () => {
  it("reads the site from the Host header, for a route outside [host]", async () => {
    const route = withHostSite(({ site }) => Response.json({ site: site.slug }), EDGE);
    expect(await read(await route(new Request("http://alpha.localhost/api/dealer/stock", { headers: { host: "Alpha.localhost" } })))).toEqual({ status: 200, body: { site: "alpha" } });
    expect((await route(new Request("http://nowhere.localhost/api/dealer/stock"))).status).toBe(404);
  });
});

describe("withDealerKey", () => {
  const route = withDealerKey(async ({ dealershipId }) => Response.json({ dealershipId }), EDGE);
  const call = (authorization?: string) =>
    route(new Request("http://alpha.localhost:3000/api/dealer/leads", { headers: authorization ? { authorization } : {} }), context({ host: "alpha.localhost:3000" }));

  it("gives the body the key's dealership", async () => {
    expect(await read(await call("Bearer alpha-key"))).toEqual({ status: 200, body: { dealershipId: 7 } });
  });

  it.each([
    ["no key", undefined],
    ["an unknown or revoked key", "Bearer nobody"],
    ["a key whose dealership this site does not show", "Bearer other-key"],
  ])("answers %s 401 with the dealer API's challenge", async (_, authorization) => {
    const response = await call(authorization);
    expect([response.status, response.headers.get("www-authenticate"), await response.json()]).toEqual([
      401, 'Bearer realm="dealer-leads"', { error: { message: "Send a dealership API key as 'Authorization: Bearer <key>'." } },
    ]);
  });
});
