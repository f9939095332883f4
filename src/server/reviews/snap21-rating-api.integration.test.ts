import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/[host]/api/reviews/snap21/route";
import type { DatabaseHandle } from "@/db/client";
import { reviews } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createLeadFixture, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: LeadFixture;
const ALPHA = "alpha.localhost:3000";

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  const review = (dealershipId: number, rating: number, status = "approved") => ({ dealershipId, customerName: "Sam", text: "Good", rating, reviewDate: "2026-11-01", status });
  await handle.db.insert(reviews).values([review(fx.dealers.alpha, 5), review(fx.dealers.alpha, 4), review(fx.dealers.alpha, 1, "pending"), review(fx.dealers.bravo, 2)]);
});
afterAll(() => destroyTestDatabase(handle));

async function get(query: string, host = ALPHA) {
  const response = await GET(new NextRequest(`http://${host}/api/reviews/snap21${query}`), { params: Promise.resolve({ host }) });
  return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/reviews/snap21?orgId= (spec 001 §7: 'Reads rating and stars')", () => {
  it("answers the dealership's rating and stars from its approved reviews as JSON", async () => {
    const { status, type, body } = await get(`?orgId=${fx.dealers.alpha}`);
    expect([status, type]).toEqual([200, "application/json"]);
    expect(body).toEqual({ orgId: fx.dealers.alpha, rating: "4.5", stars: 4.5, count: 2 });
  });

  it("answers a dealership of the site without reviews with no rating", async () => {
    expect((await get(`?orgId=${fx.dealers.alphaEast}`)).body).toEqual({ orgId: fx.dealers.alphaEast, rating: null, stars: 0, count: 0 });
  });

  it.each([
    ["", "orgId is required"],
    ["?orgId=", "orgId is required"],
    ["?orgId=abc", "orgId must be a dealership's id, a whole number"],
  ])("answers %j with a 400 naming orgId", async (query, message) => {
    const { status, type, body } = await get(query);
    expect([status, type]).toEqual([400, "application/json"]);
    expect(body).toEqual({ error: { parameter: "orgId", message } });
  });

  it("is site-scoped: another site's dealership is a 404, and that site sees only its own", async () => {
    const { status, body } = await get(`?orgId=${fx.dealers.bravo}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: { parameter: "orgId", message: "No such dealership on this site" } });
    expect((await get(`?orgId=${fx.dealers.bravo}`, "bravo.localhost:3000")).body).toMatchObject({ rating: "2.0", stars: 2, count: 1 });
  });
});
