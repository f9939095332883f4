import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/[host]/spin-to-win/spin/route";
import type { DatabaseHandle } from "@/db/client";
import { findSpinWin } from "@/db/queries/spin-results";
import { sites } from "@/db/schema";
import type { SpinCampaignInput } from "@/domain/spin-to-win/spin-campaign";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { TEST_CSRF_TOKEN } from "../../../tests/fixtures/account-fixture";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createWatchlistFixture, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
let session: string;
const HOST = "alpha.localhost:3000";
const campaign: SpinCampaignInput = {
  id: "always",
  title: "Spin to Win",
  prizes: [{ id: "tint", label: "Free window tint", weight: 1 }, { id: "detail", label: "Free detail", weight: 1 }],
  terms: "One spin per person.",
  startsOn: "2020-01-01",
  endsOn: "2099-12-31",
};

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
  // Only alpha runs a campaign; set before the site registry first loads the sites.
  await handle.db.update(sites).set({ config: sql`${sites.config} || ${JSON.stringify({ spinToWin: campaign })}::jsonb` }).where(eq(sites.id, fx.alpha.id));
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  session = (await startShopperSession(handle.db, fx.alpha, fx.shoppers.alpha.phone, new Date())).sessionToken;
});
afterAll(() => destroyTestDatabase(handle));

const details = (changes: Record<string, string> = {}) => ({
  csrf_token: TEST_CSRF_TOKEN, name: "Jess", last_name: "Nguyen", email: "jess@example.com", postcode: "4000", location_id: String(fx.locationIds.alpha), ...changes,
});

type Options = { host?: string; token?: string | null; origin?: string };
async function post(fields: Record<string, string>, { host = HOST, token = session, origin = `http://${host}` }: Options = {}) {
  const cookie = [token ? `${SESSION_COOKIE}=${token}` : null, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; ");
  const request = new NextRequest(`http://${host}/spin-to-win/spin`, {
    method: "POST", headers: { host, origin, cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(),
  });
  const response = await POST(request, { params: Promise.resolve({ host }) });
  return { status: response.status, location: response.headers.get("location"), cacheControl: response.headers.get("cache-control") };
}
const spinOfAlpha = () => findSpinWin(handle.db, fx.alpha, fx.shoppers.alpha.userId, "always");

describe("POST /spin-to-win/spin: a plain form answered 303", () => {
  it("sends a signed-out shopper to sign in, and a forged post back with 'expired', spinning nothing", async () => {
    expect(await post(details(), { token: null })).toEqual({ status: 303, location: "/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2Fspin-to-win", cacheControl: "no-store" });
    expect((await post(details({ csrf_token: "x".repeat(43) }))).location).toBe("/spin-to-win?notice=expired");
    expect((await post(details(), { origin: "https://evil.example" })).location).toBe("/spin-to-win?notice=expired");
    expect(await spinOfAlpha()).toBeNull();
  });

  it("names the refused fields and spins nothing", async () => {
    expect((await post(details({ email: "nope", postcode: "" }))).location).toBe("/spin-to-win?notice=invalid&fields=email%2Cpostcode");
    expect(await spinOfAlpha()).toBeNull();
  });

  it("spins once: the first post lands on the prize, a second on the same prize with 'already spun'", async () => {
    expect((await post(details())).location).toBe("/spin-to-win?notice=won");
    const first = await spinOfAlpha();
    expect(first).not.toBeNull();
    expect((await post(details())).location).toBe("/spin-to-win?notice=already_spun");
    expect(await spinOfAlpha()).toEqual(first);
  });

  it("has nothing to spin on a site that runs no campaign", async () => {
    const host = "bravo.localhost:3000";
    const bravoSession = (await startShopperSession(handle.db, fx.bravo, fx.shoppers.bravo.phone, new Date())).sessionToken;
    expect((await post(details(), { host, token: bravoSession })).location).toBe("/");
    expect(await findSpinWin(handle.db, fx.bravo, fx.shoppers.bravo.userId, "always")).toBeNull();
  });
});
