import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { insertStaffUser, scopeOfHome } from "@/db/queries/staff-users";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, minutesAfter, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { importReview, leaveReview, reviewState } from "../../../tests/fixtures/review-queue-fixture";
import { findReviewForStaff, loadReviewQueue, moderateQueueReview } from "./review-queue";
import { loadSiteReviews } from "./site-reviews";

let handle: DatabaseHandle;
let world: InboxWorld;
/** An owner of North Two alone: the same group as North One, another dealership. */
let n2Owner: ScopedStaffMember;
const at = minutesAfter(TUESDAY_10AM, 30);
const context = { now: at, clientIp: "203.0.113.9" };

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
  const home = { dealershipId: world.dealership.n2, dealerGroupId: null };
  n2Owner = { ...(await insertStaffUser(handle.db, { email: "n2-owner@staff.example", name: "Nell Owner", role: "owner", home, now: TUESDAY_10AM })), scope: await scopeOfHome(handle.db, home) };
});
afterAll(() => destroyTestDatabase(handle));

const listed = async (staff: ScopedStaffMember, filters: Parameters<typeof loadReviewQueue>[2] = { page: 1 }) => (await loadReviewQueue(handle.db, staff, filters)).reviews.map((r) => r.id);
const versionOf = async (id: number) => (await findReviewForStaff(handle.db, world.staff.n1Owner, id))!.version;
const post = async (staff: ScopedStaffMember, id: number, decision: string, extra: Record<string, string> = {}, version?: string) =>
  moderateQueueReview(handle.db, staff, { review_id: String(id), version: version ?? (await versionOf(id)), decision, ...extra }, context);
const reviewAudit = async (staff: ScopedStaffMember) => (await listAuditEntries(handle.db, staff.scope)).filter((e) => e.action.endsWith("_review"));

describe("the review queue (issue 34)", () => {
  it("lists a staff member's dealerships' reviews, waiting ones first, filtered by status and dealership, a page at a time", async () => {
    const imported = await importReview(handle.db, world.dealership.n1);
    const older = await leaveReview(handle.db, world.site.north, world.dealership.n1, 1);
    const newer = await leaveReview(handle.db, world.site.north, world.dealership.n1, 2);
    const n2 = await leaveReview(handle.db, world.site.north, world.dealership.n2, 3);
    const s1 = await leaveReview(handle.db, world.site.south, world.dealership.s1, 4);
    expect(await listed(world.staff.n1Owner)).toEqual([newer, older, imported]);
    expect(await listed(world.staff.northManager)).toEqual([n2, newer, older, imported]);
    expect(await listed(world.staff.northManager, { dealershipId: world.dealership.n2, page: 1 })).toEqual([n2]);
    expect(await listed(world.staff.northManager, { status: "approved", page: 1 })).toEqual([imported]);
    expect(await listed(world.staff.s1Manager)).toEqual([s1]);
    // Marketing speaks for the dealership in public; salespeople do not moderate (decision 047).
    expect(await listed(world.staff.n1Marketing)).toEqual([newer, older, imported]);
    expect(await listed(world.staff.n1Sales[0])).toEqual([]);
    const page = await loadReviewQueue(handle.db, world.staff.northManager, { page: 1 });
    expect(page.pending).toBe(3);
    expect(page.hasNext).toBe(false);
    expect(page.reviews.find((r) => r.id === newer)).toMatchObject({ siteName: "North Cars", dealershipName: "North One", status: "pending", rating: 4 });
    expect(page.reviews.find((r) => r.id === imported)).toMatchObject({ siteName: null, source: "google" });
  });

  it("pages past 20 reviews", async () => {
    for (let i = 0; i < 20; i++) await leaveReview(handle.db, world.site.south, world.dealership.s1, 10 + i);
    const first = await loadReviewQueue(handle.db, world.staff.s1Manager, { page: 1 });
    const second = await loadReviewQueue(handle.db, world.staff.s1Manager, { page: 2 });
    expect([first.reviews.length, first.hasNext, second.reviews.length, second.hasNext]).toEqual([20, true, 1, false]);
    expect(new Set([...first.reviews, ...second.reviews].map((r) => r.id)).size).toBe(21);
  });

  it("approving shows the review on the site at once, with the audit entry; a reply and its edit show under it", async () => {
    const id = await leaveReview(handle.db, world.site.north, world.dealership.n1, 40, "Sold us a <script>alert(1)</script> lovely hatch.");
    const shownIds = async () => (await loadSiteReviews(handle.db, world.site.north)).shown.map((r) => r.id);
    expect(await shownIds()).not.toContain(id);
    expect(await post(world.staff.n1Marketing, id, "approve")).toEqual({ kind: "done", reviewId: id, decision: "approve" });
    expect(await shownIds()).toContain(id);
    expect(await post(world.staff.n1Owner, id, "reply", { reply_text: "  Thanks for visiting!  " })).toMatchObject({ kind: "done" });
    expect(await reviewState(handle.db, id)).toEqual({ status: "approved", replyText: "Thanks for visiting!", replyDate: "2026-12-08" });
    expect(await post(world.staff.n1Owner, id, "reply", { reply_text: "Thanks for visiting, enjoy the hatch." })).toMatchObject({ kind: "done" });
    expect((await loadSiteReviews(handle.db, world.site.north)).shown.find((r) => r.id === id)?.replyText).toBe("Thanks for visiting, enjoy the hatch.");
    const entries = (await reviewAudit(world.staff.n1Owner)).filter((e) => e.detail.reviewId === id);
    // One moment for all three (the test's clock): the log's order among them is its ids', so compare them sorted.
    expect(entries.map((e) => [e.action, e.actorName, e.dealershipName, e.clientIp, e.detail.replyEdited ?? null]).toSorted()).toEqual([
      ["approve_review", "Max Marketing", "North One", "203.0.113.9", null],
      ["reply_to_review", "Olga Owner", "North One", "203.0.113.9", false],
      ["reply_to_review", "Olga Owner", "North One", "203.0.113.9", true],
    ]);
  });

  it("rejecting takes a review off the site; replying to a waiting one does not publish it", async () => {
    const id = await leaveReview(handle.db, world.site.north, world.dealership.n1, 41);
    expect(await post(world.staff.n1Manager, id, "reply", { reply_text: "We'll call you." })).toMatchObject({ kind: "done" });
    expect((await reviewState(handle.db, id)).status).toBe("pending");
    expect(await post(world.staff.n1Manager, id, "approve")).toMatchObject({ kind: "done" });
    expect(await post(world.staff.n1Manager, id, "reject")).toMatchObject({ kind: "done" });
    expect((await loadSiteReviews(handle.db, world.site.north)).shown.map((r) => r.id)).not.toContain(id);
    expect((await reviewState(handle.db, id)).status).toBe("rejected");
  });

  it("refuses a reply the dealer API would refuse, field by field, in its words, and decisions the review does not offer", async () => {
    const id = await leaveReview(handle.db, world.site.north, world.dealership.n1, 42);
    expect(await post(world.staff.n1Owner, id, "reply", { reply_text: "   " })).toEqual({ kind: "invalid", errors: { reply_text: "reply_text must not be empty" } });
    expect(await post(world.staff.n1Owner, id, "reply", { reply_text: "x".repeat(2_001) })).toEqual({ kind: "invalid", errors: { reply_text: "reply_text must be at most 2,000 characters" } });
    expect(await post(world.staff.n1Owner, id, "reply")).toEqual({ kind: "invalid", errors: { reply_text: "reply_text must not be empty" } });
    expect(await post(world.staff.n1Owner, id, "publish")).toMatchObject({ kind: "invalid", errors: { form: expect.any(String) } });
    expect(await post(world.staff.n1Owner, id, "approve", {}, "not-a-version")).toMatchObject({ kind: "invalid" });
    expect(await reviewState(handle.db, id)).toEqual({ status: "pending", replyText: null, replyDate: null });
    expect(await post(world.staff.n1Owner, id, "reply", { reply_text: "x".repeat(2_000) })).toMatchObject({ kind: "done" });
    expect(await post(world.staff.n1Owner, id, "approve")).toMatchObject({ kind: "done" });
    expect(await post(world.staff.n1Owner, id, "approve")).toMatchObject({ kind: "invalid", errors: { form: "That review cannot be changed that way now. Reload the page." } });
  });
});

describe("isolation: another dealership's or group's staff, and salespeople", () => {
  it("cannot list, find, approve, reject or reply to a review: not found, nothing changed, nothing audited", async () => {
    const id = await leaveReview(handle.db, world.site.north, world.dealership.n1, 50);
    const version = await versionOf(id);
    const before = await reviewState(handle.db, id);
    for (const outsider of [world.staff.s1Manager, n2Owner, world.staff.n1Sales[0]]) {
      expect(await listed(outsider)).not.toContain(id);
      expect(await findReviewForStaff(handle.db, outsider, id)).toBeNull();
      for (const [decision, extra] of [["approve", {}], ["reject", {}], ["reply", { reply_text: "Not yours." }]] as const) {
        expect(await post(outsider, id, decision, extra, version), `${outsider.name} ${decision}`).toEqual({ kind: "not_found" });
      }
      // A dealership filter naming the review's dealership reads nothing outside the scope either.
      expect(await listed(outsider, { dealershipId: world.dealership.n1, page: 1 })).toEqual([]);
    }
    expect(await reviewState(handle.db, id)).toEqual(before);
    expect((await reviewAudit(world.staff.northManager)).filter((e) => e.detail.reviewId === id)).toEqual([]);
  });
});

describe("two people moderating one review", () => {
  it("the second, from the version both saw, is told the review changed, and nothing of theirs is saved", async () => {
    const id = await leaveReview(handle.db, world.site.north, world.dealership.n1, 60);
    const { version: seen, customerName } = (await findReviewForStaff(handle.db, world.staff.n1Owner, id))!;
    expect(await post(world.staff.n1Owner, id, "approve", {}, seen)).toMatchObject({ kind: "done" });
    const late = await post(world.staff.n1Manager, id, "reply", { reply_text: "Sorry to hear it." }, seen);
    expect(late).toEqual({ kind: "conflict", reviewId: id, message: `Someone else changed ${customerName}'s review first: it is now approved. Nothing you sent was saved; look at it again.` });
    expect(await reviewState(handle.db, id)).toEqual({ status: "approved", replyText: null, replyDate: null });
  });

  it("at the same moment: exactly one wins, the other is told, and one audit entry is written", async () => {
    for (let round = 0; round < 5; round++) {
      const id = await leaveReview(handle.db, world.site.north, world.dealership.n1, 70 + round);
      const seen = await versionOf(id);
      const outcomes = await Promise.all([post(world.staff.n1Owner, id, "approve", {}, seen), post(world.staff.northManager, id, "reject", {}, seen)]);
      expect(outcomes.map((o) => o.kind).toSorted()).toEqual(["conflict", "done"]);
      const winner = outcomes[0]!.kind === "done" ? "approved" : "rejected";
      expect((await reviewState(handle.db, id)).status).toBe(winner);
      expect((await reviewAudit(world.staff.northManager)).filter((e) => e.detail.reviewId === id).map((e) => e.detail.to)).toEqual([winner]);
    }
  });
});
