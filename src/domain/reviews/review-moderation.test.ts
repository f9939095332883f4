import { describe, expect, it } from "vitest";
import type { ReviewStatus } from "./review";
import { moderationChangeFor, reviewActionSchema, reviewConflictMessage, reviewDecisionsFor, reviewNotice, type ReviewDecision } from "./review-moderation";

describe("the decisions a review offers (decision 047)", () => {
  const cases: [ReviewStatus, ReviewDecision[]][] = [
    ["pending", ["approve", "reject", "reply"]],
    ["approved", ["reject", "reply"]],
    ["rejected", ["approve", "reply"]],
  ];
  it.each(cases)("%s: %j", (status, decisions) => expect(reviewDecisionsFor(status)).toEqual(decisions));
});

describe("the dealer API's change a decision makes (one schema for both)", () => {
  const cases: [ReviewDecision, ReviewStatus, string | undefined, unknown][] = [
    ["approve", "pending", undefined, { status: "approved" }],
    ["approve", "rejected", "ignored", { status: "approved" }],
    ["reject", "approved", undefined, { status: "rejected" }],
    // A reply keeps the status: replying to a waiting review does not publish it.
    ["reply", "pending", "Thanks, Casey!", { status: "pending", reply_text: "Thanks, Casey!" }],
    ["reply", "approved", "Thanks again", { status: "approved", reply_text: "Thanks again" }],
    // No reply typed is an empty one, which the API's schema refuses ("reply_text must not be empty").
    ["reply", "approved", undefined, { status: "approved", reply_text: "" }],
  ];
  it.each(cases)("%s a %s review with %j: %j", (decision, status, reply, change) => expect(moderationChangeFor(decision, status, reply)).toEqual(change));
});

describe("a queue form's own fields", () => {
  const version = "0123456789abcdef0123456789abcdef";
  const cases: [Record<string, string>, boolean][] = [
    [{ review_id: "12", version, decision: "approve" }, true],
    [{ review_id: "12", version, decision: "publish" }, false],
    [{ review_id: "0", version, decision: "approve" }, false],
    [{ review_id: "2147483648", version, decision: "approve" }, false],
    [{ review_id: "1.5", version, decision: "approve" }, false],
    [{ review_id: "12", version: "stale", decision: "approve" }, false],
    [{ review_id: "12", version: version.toUpperCase(), decision: "approve" }, false],
    [{ version, decision: "approve" }, false],
  ];
  it.each(cases)("%j: %s", (fields, ok) => expect(reviewActionSchema.safeParse(fields).success).toBe(ok));
});

describe("what the second of two moderators is told", () => {
  const cases: [ReviewStatus, boolean, string][] = [
    ["approved", false, "Someone else changed Casey R.'s review first: it is now approved. Nothing you sent was saved; look at it again."],
    ["rejected", false, "Someone else changed Casey R.'s review first: it is now rejected. Nothing you sent was saved; look at it again."],
    ["pending", true, "Someone else changed Casey R.'s review first: it is now waiting for approval, with a reply. Nothing you sent was saved; look at it again."],
  ];
  it.each(cases)("%s, replied %s", (status, replied, message) => expect(reviewConflictMessage({ customerName: "Casey R.", status, replied })).toBe(message));
});

describe("reviewNotice", () => {
  it.each([["approved", "Review approved: it shows on the site now."], ["replied", "Reply saved: it shows under the review wherever the review is shown."], ["<b>hi</b>", null], ["toString", null], [undefined, null]] as const)("%s", (key, text) => expect(reviewNotice(key)).toBe(text));
});
