import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { findSpinWin } from "@/db/queries/spin-results";
import { loadSites } from "@/db/queries/sites";
import { dealerships, leadDeliveries, leads, siteDealerships, sites, spinResults, users } from "@/db/schema";
import { REDEMPTION_CODE } from "@/domain/spin-to-win/redemption-code";
import { spinCampaignSchema, type SpinCampaign } from "@/domain/spin-to-win/spin-campaign";
import { SPIN_LEAD_CATEGORY, type SpinEntry } from "@/domain/spin-to-win/spin-lead";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createWatchlistFixture, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";
import { loadSpinState, spinTheWheel, type SpinRandomness } from "./spin-service";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
let entry: SpinEntry;

const campaign = (changes: Partial<SpinCampaign> = {}): SpinCampaign =>
  spinCampaignSchema.parse({
    id: "summer",
    title: "Spin to Win this Summer",
    prizes: [
      { id: "accessories", label: "$100 off accessories", weight: 3 },
      { id: "tint", label: "Free window tint", weight: 1 },
    ],
    terms: "One spin per person.",
    startsOn: "2026-11-01",
    endsOn: "2026-12-31",
    ...changes,
  });
// Midday in Brisbane, inside the campaign.
const now = new Date("2026-11-25T02:00:00Z");
const meta = { now };
/** Fixed randomness: the ticket picks the prize (0–2 accessories, 3 tint), the byte the code. */
const fixed = (ticket: number, byte = ticket): SpinRandomness => ({ randomBelow: () => ticket, codeBytes: () => new Uint8Array(10).fill(byte) });

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
  entry = { name: "Jess", last_name: "Nguyen", email: "jess@example.com", postcode: "4000", location_id: String(fx.locationIds.alpha) };
});
afterAll(() => destroyTestDatabase(handle));

const spinLeadsOf = (siteId: number) => handle.db.select().from(leads).where(and(eq(leads.siteId, siteId), eq(leads.category, SPIN_LEAD_CATEGORY)));

describe("spinTheWheel: one spin per shopper per campaign (decision 026)", () => {
  it("refuses details the lead form would refuse and keeps no spin, so the shopper can correct them and spin", async () => {
    const outcome = await spinTheWheel(handle.db, fx.alpha, campaign(), fx.shoppers.alpha, { ...entry, email: "not-an-email", location_id: "" }, meta, fixed(0));
    expect(outcome).toEqual({ kind: "invalid", errors: expect.objectContaining({ email: "Please enter a valid email address.", location_id: "Please select a dealership location." }) });
    expect(await findSpinWin(handle.db, fx.alpha, fx.shoppers.alpha.userId, "summer")).toBeNull();
    expect(await spinLeadsOf(fx.alpha.id)).toEqual([]);
  });

  it("refuses a control character by the field that holds it, before anything is stored", async () => {
    const outcome = await spinTheWheel(handle.db, fx.alpha, campaign(), fx.shoppers.alpha, { ...entry, name: "Jess\u0000" }, meta, fixed(0));
    expect(outcome).toEqual({ kind: "invalid", errors: { name: expect.any(String) } });
    expect(await findSpinWin(handle.db, fx.alpha, fx.shoppers.alpha.userId, "summer")).toBeNull();
  });

  it("under concurrent requests, exactly one spin wins; every other request sees that prize and code", async () => {
    const tickets = [3, 0, 1, 2, 3, 0];
    const outcomes = await Promise.all(tickets.map((ticket, i) => spinTheWheel(handle.db, fx.alpha, campaign(), fx.shoppers.alpha, entry, meta, fixed(ticket, i))));
    const winners = outcomes.filter((o) => o.kind === "won");
    expect(winners).toHaveLength(1);
    const win = winners[0]!.kind === "won" ? winners[0]!.win : null;
    expect(win?.code).toMatch(REDEMPTION_CODE);
    for (const outcome of outcomes.filter((o) => o.kind !== "won")) expect(outcome).toEqual({ kind: "already_spun", win });
    const rows = await handle.db.select().from(spinResults).where(eq(spinResults.userId, fx.shoppers.alpha.userId));
    expect(rows).toHaveLength(1);
  });

  it("a later request, in another tab or after a reload, gets the same prize and no new spin", async () => {
    const first = await findSpinWin(handle.db, fx.alpha, fx.shoppers.alpha.userId, "summer");
    const again = await spinTheWheel(handle.db, fx.alpha, campaign(), fx.shoppers.alpha, entry, meta, fixed(1, 200));
    expect(again).toEqual({ kind: "already_spun", win: first });
    expect(await loadSpinState(handle.db, fx.alpha, campaign(), fx.shoppers.alpha, now)).toEqual({ kind: "won", win: first });
  });

  it("sends the dealer one lead, queued once in the outbox, with the prize, the code and the verified mobile", async () => {
    const win = (await findSpinWin(handle.db, fx.alpha, fx.shoppers.alpha.userId, "summer"))!;
    const sent = await spinLeadsOf(fx.alpha.id);
    expect(sent).toHaveLength(1);
    const lead = sent[0]!;
    expect(lead).toMatchObject({ dealershipId: fx.dealers.alpha, subcategory: win.prizeLabel, phoneE164: fx.shoppers.alpha.phone, name: "Jess", email: "jess@example.com", idempotencyKey: expect.stringMatching(/^spin-to-win-/) });
    expect(lead.adf).toContain(win.code);
    const [spin] = await handle.db.select({ leadId: spinResults.leadId }).from(spinResults).where(eq(spinResults.code, win.code));
    expect(spin?.leadId).toBe(lead.id);
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id));
    expect(deliveries).toEqual([expect.objectContaining({ channel: "email", target: "leads@alpha.example" })]);
  });

  it("draws the prize the random source picks, and a new campaign id is a new spin", async () => {
    const outcome = await spinTheWheel(handle.db, fx.alpha, campaign({ id: "winter" }), fx.shoppers.alpha, entry, meta, fixed(3, 77));
    expect(outcome).toMatchObject({ kind: "won", win: { prizeId: "tint", prizeLabel: "Free window tint" } });
  });

  it("keeps each site's spins to itself: a shopper's spin on one site is nothing on another", async () => {
    expect(await findSpinWin(handle.db, fx.bravo, fx.shoppers.alpha.userId, "summer")).toBeNull();
    expect(await loadSpinState(handle.db, fx.bravo, campaign(), fx.shoppers.bravo, now)).toEqual({ kind: "ready" });
    const onBravo = await spinTheWheel(handle.db, fx.bravo, campaign(), fx.shoppers.bravo, { ...entry, location_id: undefined }, meta, fixed(0, 9));
    expect(onBravo).toMatchObject({ kind: "won" });
    expect(await spinLeadsOf(fx.bravo.id)).toEqual([expect.objectContaining({ dealershipId: fx.dealers.bravo })]);
  });

  it("on a group site with one location, sends the lead to that location's dealership without asking", async () => {
    const [parts] = await handle.db.insert(dealerships).values({ slug: "charlie-parts", name: "Charlie Parts", leadEmail: null }).returning();
    const [row] = await handle.db.insert(sites).values({ slug: "charlie", name: "Charlie", template: "metro-group", config: minimalSiteConfig("charlie") }).returning();
    await handle.db.insert(siteDealerships).values([{ siteId: row!.id, dealershipId: parts!.id }, { siteId: row!.id, dealershipId: fx.dealers.bravo }]);
    const charlie = (await loadSites(handle.db)).find((site) => site.slug === "charlie")!;
    const [shopper] = await handle.db.insert(users).values({ siteId: charlie.id, phone: "+61491570158" }).returning({ userId: users.id, phone: users.phone });
    const outcome = await spinTheWheel(handle.db, charlie, campaign(), shopper!, { ...entry, location_id: undefined }, meta, fixed(0, 11));
    expect(outcome).toMatchObject({ kind: "won" });
    expect(await spinLeadsOf(charlie.id)).toEqual([expect.objectContaining({ dealershipId: fx.dealers.bravo })]);
  });

  it.each([
    ["before it starts", "2026-10-31T02:00:00Z", "This promotion opens on 1 November 2026. Come back then to spin."],
    ["after it ends, on the dealer's date", "2026-12-31T14:00:00Z", "This promotion ended on 31 December 2026. Thanks for your interest."],
  ])("takes no spin %s", async (_, instant, message) => {
    const outcome = await spinTheWheel(handle.db, fx.alpha, campaign(), fx.shoppers.alphaOther, entry, { now: new Date(instant) }, fixed(0, 5));
    expect(outcome).toEqual({ kind: "closed", message });
    expect(await findSpinWin(handle.db, fx.alpha, fx.shoppers.alphaOther.userId, "summer")).toBeNull();
  });
});
