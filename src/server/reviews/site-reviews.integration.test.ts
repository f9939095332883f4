import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listDealershipReviews, moderateDealershipReview } from "@/db/queries/reviews";
import { loadSites } from "@/db/queries/sites";
import { dealerships, reviews, siteDealerships, sites } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { moderateReview } from "./dealer-reviews";
import { loadSiteReviews } from "./site-reviews";
import { REVIEW_RATE_LIMIT, submitReview } from "./submit-review";

let handle: DatabaseHandle;
let alpha: Site, bravo: Site, group: Site;
const dealer = { alpha: 0, bravo: 0 };
const now = new Date("2026-11-20T02:00:00Z");

const approved = (dealershipId: number, customerName: string, rating: number, reviewDate: string, text: string | null = `${customerName} says the team was great.`) => ({
  dealershipId, customerName, rating, reviewDate, text, status: "approved",
});

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const rows = await db.insert(dealerships).values([{ slug: "alpha-dealer", name: "Alpha Dealer" }, { slug: "bravo-dealer", name: "Bravo Dealer" }]).returning();
  dealer.alpha = rows[0]!.id;
  dealer.bravo = rows[1]!.id;
  const siteRows = await db
    .insert(sites)
    .values([
      { slug: "alpha", name: "Alpha", template: "metro-group", config: minimalSiteConfig("alpha", { reviews: { minimumRating: 4, hiddenReviewers: ["Hidden H."], max: 10 } }) },
      { slug: "bravo", name: "Bravo", template: "metro-group", config: minimalSiteConfig("bravo") },
      { slug: "group", name: "Group", template: "group-portal", config: minimalSiteConfig("group", { searchFilters: [[{ field: "dealership_slug", values: ["alpha-dealer", "bravo-dealer"] }]] }) },
    ])
    .returning();
  await db.insert(siteDealerships).values([
    { siteId: siteRows[0]!.id, dealershipId: dealer.alpha },
    { siteId: siteRows[1]!.id, dealershipId: dealer.bravo },
    { siteId: siteRows[2]!.id, dealershipId: dealer.alpha },
    { siteId: siteRows[2]!.id, dealershipId: dealer.bravo },
  ]);
  await db.insert(reviews).values([
    approved(dealer.alpha, "Ann A.", 5, "2026-11-01"),
    approved(dealer.alpha, "Ben A.", 4, "2026-10-01"),
    approved(dealer.alpha, "Rating Only", 5, "2026-09-01", null),
    approved(dealer.alpha, "Hidden H.", 1, "2026-08-01"),
    { ...approved(dealer.alpha, "Pending P.", 1, "2026-11-10"), status: "pending" },
    { ...approved(dealer.alpha, "Rejected R.", 1, "2026-11-11"), status: "rejected" },
    approved(dealer.bravo, "Bob B.", 2, "2026-11-05"),
  ]);
  const loaded = await loadSites(db);
  [alpha, bravo, group] = ["alpha", "bravo", "group"].map((slug) => loaded.find((s) => s.slug === slug)!) as [Site, Site, Site];
});

afterAll(() => destroyTestDatabase(handle));

const names = async (site: Site) => (await loadSiteReviews(handle.db, site)).shown.map((r) => r.customerName);

describe("site reviews: scoping and moderation", () => {
  it("shows a site only its own dealerships' approved reviews, newest first, through its display rules", async () => {
    expect(await names(alpha)).toEqual(["Ann A.", "Ben A."]);
    expect(await names(bravo)).toEqual(["Bob B."]);
    expect(await names(group)).toEqual(["Bob B.", "Ann A.", "Ben A.", "Hidden H."]);
  });

  it("rates a site over all its approved reviews (rating-only and hidden ones count) and never pending or rejected ones", async () => {
    const a = await loadSiteReviews(handle.db, alpha);
    expect(a.aggregate).toEqual({ count: 4, averageRating: "3.8" });
    expect(a.showsStars).toBe(false);
    const g = await loadSiteReviews(handle.db, group);
    expect(g.aggregate).toEqual({ count: 5, averageRating: "3.4" });
    expect(g.dealerships.map((d) => [d.name, d.aggregate.averageRating, d.showsStars])).toEqual([["Alpha Dealer", "3.8", false], ["Bravo Dealer", "2.0", false]]);
  });

  it("stores a review left on the site as pending: not shown, and not counted, until the dealer approves it", async () => {
    const result = await submitReview(handle.db, alpha, { customer_name: "New N.", email: "new@example.com", rating: "5", text: "Smooth purchase and a friendly handover." }, { clientIp: "203.0.113.9", now });
    expect(result.kind).toBe("created");
    const id = result.kind === "created" ? result.reviewId : 0;
    const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ status: "pending", source: "website", siteId: alpha.id, dealershipId: dealer.alpha, reviewDate: "2026-11-20", email: "new@example.com", spamReason: null });
    expect(await names(alpha)).not.toContain("New N.");
    expect((await loadSiteReviews(handle.db, alpha)).aggregate.count).toBe(4);
    expect((await listDealershipReviews(handle.db, dealer.alpha, "pending", 10)).map((r) => r.customerName)).toContain("New N.");

    // Another dealership cannot approve it; its own can, with a reply.
    expect(await moderateDealershipReview(handle.db, dealer.bravo, id, { status: "approved" })).toBe(false);
    expect(await names(alpha)).not.toContain("New N.");
    expect(await moderateDealershipReview(handle.db, dealer.alpha, id, { status: "approved", replyText: "Thanks!", replyDate: "2026-11-21" })).toBe(true);
    const shown = (await loadSiteReviews(handle.db, alpha)).shown;
    expect(shown[0]).toMatchObject({ customerName: "New N.", replyText: "Thanks!", replyDate: "2026-11-21" });
    expect(await names(bravo)).toEqual(["Bob B."]);
  });

  it("rejects a review for a dealership the site does not have", async () => {
    const result = await submitReview(handle.db, bravo, { customer_name: "X", email: "x@example.com", rating: "4", text: "Trying to review another dealer.", dealership_slug: "alpha-dealer" }, { now });
    expect(result).toEqual({ kind: "invalid", errors: { dealership_slug: "Please select the dealership you are reviewing." } });
  });

  it("answers a control character (PostgreSQL stores no NUL) with the field's error instead of failing in the database", async () => {
    const result = await submitReview(handle.db, alpha, { customer_name: "Nul\u0000", email: "n@example.com", rating: "5", text: "A review with a hidden character." }, { now });
    expect(result).toEqual({ kind: "invalid", errors: { customer_name: "Remove the control characters from this field." } });
  });

  it("flags a filled honeypot and an address over the rate limit, keeping both for the moderator", async () => {
    const body = { customer_name: "Spam S.", email: "s@example.com", rating: "5", text: "Best dealer ever, visit my site now.", dealership_slug: "bravo-dealer" };
    const trap = await submitReview(handle.db, group, { ...body, fax: "x" }, { clientIp: "198.51.100.7", now });
    const spamOf = async (r: typeof trap) => (await handle.db.select().from(reviews).where(eq(reviews.id, r.kind === "created" ? r.reviewId : 0)))[0]?.spamReason;
    expect(await spamOf(trap)).toBe("honeypot");
    const results = [];
    for (let i = 0; i < REVIEW_RATE_LIMIT.max; i++) results.push(await submitReview(handle.db, group, body, { clientIp: "198.51.100.7", now }));
    expect(await Promise.all(results.map(spamOf))).toEqual([null, null, "rate_limit"]);
    expect(await names(group)).not.toContain("Spam S.");
  });

  it("dates a review and the dealer's reply on the site's calendar, not UTC's", async () => {
    const brisbaneMorning = new Date("2026-11-23T20:30:00Z"); // 6:30 am on 24 November in Brisbane; UTC is still on the 23rd
    const result = await submitReview(handle.db, alpha, { customer_name: "Early E.", email: "early@example.com", rating: "5", text: "Picked the car up first thing, all ready." }, { now: brisbaneMorning });
    const id = result.kind === "created" ? result.reviewId : 0;
    expect(await moderateReview(handle.db, alpha, dealer.alpha, id, { status: "approved", reply_text: "Enjoy the car!" }, brisbaneMorning)).toBe(true);
    const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, id));
    expect([row?.reviewDate, row?.replyDate]).toEqual(["2026-11-24", "2026-11-24"]);
  });
});
