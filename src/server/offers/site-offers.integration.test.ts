import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { leads } from "@/db/schema";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { enquiry } from "../../../tests/fixtures/lead-fixture";
import { OFFER_UNAVAILABLE, submitLead } from "../leads/submit-lead";
import { createSiteContentFixture, type SiteContentFixture } from "../../../tests/fixtures/site-content-fixture";
import { findShownOffer, listShownOffers } from "./site-offers";

let handle: DatabaseHandle;
let fx: SiteContentFixture;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createSiteContentFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));

/** 2026-03-15 midday in Brisbane (UTC+10, no daylight saving), the fixture sites' time zone. */
const MID_MARCH = new Date("2026-03-15T02:00:00Z");
const names = async (site: SiteContentFixture["alpha"], now: Date) => (await listShownOffers(handle.db, site, now)).map((o) => o.name).sort();

describe("listShownOffers", () => {
  it("shows the site's current offers, less those excluding it, plus the excluded one its exception list names (spec 001 §5)", async () => {
    expect(await names(fx.alpha, MID_MARCH)).toEqual(["RAV4 drive away", "RAV4 finance special"]);
  });

  it("never shows another site's dealerships' offers, and keeps the exception list to its own site", async () => {
    expect(await names(fx.bravo, MID_MARCH)).toEqual(["Corolla drive away"]);
  });

  it("ends an offer at the dealer's midnight: 31 March is the last day in Brisbane, not in UTC", async () => {
    expect(await names(fx.alpha, new Date("2026-03-31T13:59:59Z"))).toContain("RAV4 drive away");
    expect(await names(fx.alpha, new Date("2026-03-31T14:00:00Z"))).toEqual(["RAV4 Easter sale"]);
  });

  it("starts an offer at the dealer's midnight", async () => {
    expect(await names(fx.alpha, new Date("2026-02-28T13:59:59Z"))).toEqual(["RAV4 summer sale"]);
    expect(await names(fx.alpha, new Date("2026-02-28T14:00:00Z"))).toEqual(["RAV4 drive away", "RAV4 finance special"]);
  });

  it("links an offer to its model only when the model is in the site's range", async () => {
    const [offer] = await listShownOffers(handle.db, fx.alpha, MID_MARCH);
    expect(offer?.model).toEqual({ id: fx.modelIds.rav4, name: "RAV4", href: "/toyota-rav4" });
    expect(offer?.manufacturer).toEqual({ name: "Toyota", slug: "toyota" });
  });

  it("finds one shown offer, and nothing for an excluded, ended or other site's offer", async () => {
    expect((await findShownOffer(handle.db, fx.alpha, fx.offerIds.current, MID_MARCH))?.name).toBe("RAV4 drive away");
    for (const id of [fx.offerIds.excluded, fx.offerIds.ended, fx.offerIds.upcoming, fx.offerIds.bravo]) {
      expect(await findShownOffer(handle.db, fx.alpha, id, MID_MARCH)).toBeNull();
    }
  });
});

describe("an offer enquiry (Enquire Now)", () => {
  const send = (body: Record<string, unknown>, now = MID_MARCH) =>
    submitLead(handle.db, fx.alpha, body, { now, clientIp: "203.0.113.9" }, { rateLimit: { max: 100, windowMs: 600_000 } });

  it("reaches the offer's dealership as a lead that names the offer, in the payload and the ADF", async () => {
    const result = await send(enquiry({ form: "offer", offer_id: fx.offerIds.current, message: "" }));
    expect(result.kind).toBe("created");
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, result.kind === "created" ? result.leadId : ""));
    expect(row).toMatchObject({ siteId: fx.alpha.id, dealershipId: fx.dealers.alpha, form: "offer", category: "General Enquiry" });
    expect((row?.payload as StoredLeadPayload).offer).toEqual({
      id: fx.offerIds.current, dealershipId: fx.dealers.alpha, name: "RAV4 drive away", category: null, manufacturer: "Toyota", model: "RAV4", endsOn: "2026-03-31",
    });
    expect(row?.adf).toContain(`Special offer: RAV4 drive away (offer ${fx.offerIds.current}, ends 2026-03-31).`);
    expect(row?.adf).toMatch(/<vehicle interest="buy" status="new">\s*<year><\/year>\s*<make>Toyota<\/make>\s*<model>RAV4<\/model>/);
  });

  it("turns away an enquiry about an ended, excluded or other site's offer", async () => {
    for (const offerId of [fx.offerIds.ended, fx.offerIds.excluded, fx.offerIds.bravo]) {
      expect(await send(enquiry({ form: "offer", offer_id: offerId }))).toEqual({ kind: "invalid", errors: { offer_id: OFFER_UNAVAILABLE } });
    }
  });

  it("takes no enquiry once the offer has ended at the dealer's midnight", async () => {
    expect((await send(enquiry({ form: "offer", offer_id: fx.offerIds.current }), new Date("2026-03-31T14:00:00Z"))).kind).toBe("invalid");
  });
});
