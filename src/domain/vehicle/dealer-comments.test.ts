import { describe, expect, it } from "vitest";
import { dealerCommentParagraphs, dealerCommentsCollapse, PENDING_DEALER_COMMENTS } from "./dealer-comments";

// Spec 000 §5: "Dealer comments empty or only '|' give 'Dealer comments are pending. Please check back
// here later.'; '|' splits paragraphs."
describe("dealerCommentParagraphs", () => {
  it.each<[string, string | null | undefined, string[]]>([
    ["null", null, [PENDING_DEALER_COMMENTS]],
    ["undefined", undefined, [PENDING_DEALER_COMMENTS]],
    ["empty", "", [PENDING_DEALER_COMMENTS]],
    ["only whitespace", "   ", [PENDING_DEALER_COMMENTS]],
    ["only '|'", "|", [PENDING_DEALER_COMMENTS]],
    ["only separators and spaces", " | || ", [PENDING_DEALER_COMMENTS]],
    ["one paragraph", "One owner, full service history.", ["One owner, full service history."]],
    ["'|' splits paragraphs", "One owner.|Full service history.|Drive away today.", ["One owner.", "Full service history.", "Drive away today."]],
    ["pieces are trimmed and blanks dropped", " First. || Second. |", ["First.", "Second."]],
  ])("%s", (_name, input, expected) => {
    expect(dealerCommentParagraphs(input)).toEqual(expected);
  });

  it("uses the spec's pending text word for word", () => {
    expect(PENDING_DEALER_COMMENTS).toBe("Dealer comments are pending. Please check back here later.");
  });
});

describe("dealerCommentsCollapse — 'Dealer comments collapse at 400 characters'", () => {
  it.each<[string, string[], boolean]>([
    ["400 characters stay open", ["x".repeat(400)], false],
    ["401 characters collapse", ["x".repeat(401)], true],
    ["paragraphs count together (with the space between)", ["x".repeat(200), "y".repeat(200)], true],
    ["the pending text never collapses", [PENDING_DEALER_COMMENTS], false],
  ])("%s", (_, paragraphs, expected) => expect(dealerCommentsCollapse(paragraphs)).toBe(expected));
});
