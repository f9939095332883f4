import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { leadMessages } from "@/db/schema";
import { createLeadFixture, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createEnquiry, createSalesperson, freshMobile } from "../../../tests/fixtures/conversation-fixture";
import { answerEnquiry, loadEnquiryThread } from "./enquiry-thread";
import { sendReply } from "./send-reply";

let handle: DatabaseHandle;
let fx: LeadFixture;
let staffId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  staffId = await createSalesperson(handle.db, fx.alpha);
});
afterAll(() => destroyTestDatabase(handle));

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 1, minute));

describe("the conversation on the enquiry's status page (issue 33: 'The status page shows the thread, and the shopper can answer there without signing in')", () => {
  it("shows the dealer's replies and the shopper's answers oldest first, links only to http(s)", async () => {
    const { leadId, statusToken } = await createEnquiry(handle.db, fx.alpha, { phone: freshMobile().typed, car_id: fx.carIds.alphaUsed });
    await sendReply(handle.db, fx.alpha, { leadId, staffId, body: "See https://alpha.example/cars/alpha-used", channel: "sms" }, { now: at(1) });
    expect(await answerEnquiry(handle.db, fx.alpha, statusToken, { answer: "javascript:alert(1) <script>x</script>" }, at(2))).toEqual({ kind: "sent" });
    const thread = await loadEnquiryThread(handle.db, fx.alpha, statusToken, "Alpha Motors");
    expect(thread?.map(({ fromShopper, author, parts }) => ({ fromShopper, author, parts }))).toEqual([
      { fromShopper: false, author: "Alpha Motors", parts: [{ kind: "text", text: "See " }, { kind: "link", text: "https://alpha.example/cars/alpha-used", href: "https://alpha.example/cars/alpha-used" }] },
      { fromShopper: true, author: "You", parts: [{ kind: "text", text: "javascript:alert(1) <script>x</script>" }] },
    ]);
    expect(thread?.[0]?.at).toBe("1 December 2026, 11:01 am");
  });

  it("refuses an answer over 2,000 characters, or an empty one, and stores nothing", async () => {
    const { statusToken } = await createEnquiry(handle.db, fx.alpha, { phone: freshMobile().typed, car_id: fx.carIds.alphaUsed });
    const before = await handle.db.$count(leadMessages);
    expect(await answerEnquiry(handle.db, fx.alpha, statusToken, { answer: "a".repeat(2001) }, at(3))).toEqual({
      kind: "invalid", errors: { answer: "Your answer is too long: please keep it to 2,000 characters." },
    });
    expect(await answerEnquiry(handle.db, fx.alpha, statusToken, { answer: " " }, at(3))).toEqual({ kind: "invalid", errors: { answer: "Please write your answer." } });
    expect(await handle.db.$count(leadMessages)).toBe(before);
  });

  it("takes the token as the only key, on its own site only", async () => {
    const { statusToken } = await createEnquiry(handle.db, fx.alpha, { phone: freshMobile().typed, car_id: fx.carIds.alphaUsed });
    expect(await answerEnquiry(handle.db, fx.bravo, statusToken, { answer: "Hello" }, at(4))).toEqual({ kind: "not_found" });
    expect(await answerEnquiry(handle.db, fx.alpha, "x".repeat(32), { answer: "Hello" }, at(4))).toEqual({ kind: "not_found" });
    expect(await answerEnquiry(handle.db, fx.alpha, "bad token", { answer: "Hello" }, at(4))).toEqual({ kind: "not_found" });
    expect(await loadEnquiryThread(handle.db, fx.bravo, statusToken, "Bravo Motors")).toBeNull();
  });

  it("puts a repeat's answer on the thread of the enquiry it repeats", async () => {
    const shopper = { phone: freshMobile().typed, email: "repeat-thread@example.com", car_id: fx.carIds.alphaUsed };
    const first = await createEnquiry(handle.db, fx.alpha, shopper);
    const repeat = await createEnquiry(handle.db, fx.alpha, shopper);
    await answerEnquiry(handle.db, fx.alpha, repeat.statusToken, { answer: "Asked twice" }, at(5));
    expect((await loadEnquiryThread(handle.db, fx.alpha, first.statusToken, "Alpha Motors"))?.map((m) => m.parts)).toEqual([[{ kind: "text", text: "Asked twice" }]]);
  });
});
