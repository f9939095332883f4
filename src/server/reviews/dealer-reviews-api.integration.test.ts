import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/[host]/api/dealer/reviews/[id]/route";
import { GET } from "@/app/[host]/api/dealer/reviews/route";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { issueDealerApiKey } from "@/server/dealer-api/dealer-api-keys";
import { createLeadFixture, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { loadSiteReviews } from "./site-reviews";
import { submitReview } from "./submit-review";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: LeadFixture;
const keys = { alpha: "", bravo: "" };
let reviewId = 0;
const HOST = "alpha.localhost:3000";

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  keys.alpha = await issueDealerApiKey(handle.db, fx.dealers.alpha, "test");
  keys.bravo = await issueDealerApiKey(handle.db, fx.dealers.bravo, "test");
  const body = { customer_name: "Robin T.", email: "robin@example.com", rating: "5", text: "A smooth test drive and a fair trade-in.", dealership_slug: "alpha-motors" };
  const result = await submitReview(handle.db, fx.alpha, body, { now: new Date() });
  reviewId = result.kind === "created" ? result.reviewId : 0;
});
afterAll(() => destroyTestDatabase(handle));

type Listed = { reviews: { id: number; status: string; email: string; reply_text: string | null }[]; error?: { parameter?: string } };
async function list(query: string, key: string | null) {
  const headers: Record<string, string> = key === null ? {} : { authorization: `Bearer ${key}` };
  const response = await GET(new NextRequest(`http://${HOST}/api/dealer/reviews${query}`, { headers }), { params: Promise.resolve({ host: HOST }) });
  return { status: response.status, body: (await response.json()) as Listed };
}
async function moderate(id: string, body: unknown, key: string, host = HOST) {
  const request = new NextRequest(`http://${host}/api/dealer/reviews/${id}`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const response = await POST(request, { params: Promise.resolve({ host, id }) });
  return { status: response.status, body: (await response.json()) as { status?: string; error?: { parameter?: string } } };
}

describe("the dealer reviews API (moderation)", () => {
  it("needs the dealership's key and lists its pending reviews with the reviewer's e-mail", async () => {
    expect((await list("", null)).status).toBe(401);
    expect((await list("", keys.bravo)).status).toBe(401);
    const { status, body } = await list("?status=pending", keys.alpha);
    expect(status).toBe(200);
    expect(body.reviews.map((r) => [r.id, r.status, r.email])).toEqual([[reviewId, "pending", "robin@example.com"]]);
    expect((await list("?status=published", keys.alpha)).body.error?.parameter).toBe("status");
    expect((await list("?limit=0", keys.alpha)).body.error?.parameter).toBe("limit");
  });

  it("approves with a reply: the review is then shown on the site; another dealership's key cannot touch it", async () => {
    expect((await loadSiteReviews(handle.db, fx.alpha)).shown).toEqual([]);
    expect((await moderate(String(reviewId), { status: "approved" }, keys.bravo, "bravo.localhost:3000")).status).toBe(404);
    expect((await moderate(String(reviewId), { status: "approved" }, keys.bravo)).status).toBe(401);
    expect((await moderate(String(reviewId), { status: "live" }, keys.alpha)).body.error?.parameter).toBe("status");
    expect((await moderate("abc", { status: "approved" }, keys.alpha)).body.error?.parameter).toBe("id");
    const { status, body } = await moderate(String(reviewId), { status: "approved", reply_text: "Thanks Robin!" }, keys.alpha);
    expect([status, body.status]).toEqual([200, "approved"]);
    const shown = (await loadSiteReviews(handle.db, fx.alpha)).shown;
    expect(shown.map((r) => [r.customerName, r.replyText])).toEqual([["Robin T.", "Thanks Robin!"]]);
    expect((await list("?status=pending", keys.alpha)).body.reviews).toEqual([]);
  });
});
