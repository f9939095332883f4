import { describe, expect, it } from "vitest";
import { dealerCommentParagraphs, dealerCommentsCollapse, dealerCommentsPreview, PENDING_DEALER_COMMENTS } from "./dealer-comments";

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

// Spec 000 §4: "Dealer comments collapse at 400 characters with show more/less" — at 400 characters, not a height (issue 32).
describe("dealerCommentsPreview", () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `w${String(i).padStart(3, "0")}`).join(" ");
  it.each<[string, string, string | null]>([
    ["400 characters: shown whole, no preview", "x".repeat(400), null],
    ["a word running past 400 is cut back to the last whole word", words(100), `${words(80)}…`],
    ["a space at character 401: the first 400 characters whole", `${"x".repeat(400)} more`, `${"x".repeat(400)}…`],
    ["one long word: cut at 400", "x".repeat(450), `${"x".repeat(400)}…`],
  ])("%s", (_, text, expected) => expect(dealerCommentsPreview(text)).toBe(expected));

  it("never passes 400 characters before its ellipsis", () => {
    for (const length of [401, 420, 999]) expect(dealerCommentsPreview(words(length / 4))?.replace("…", "").length ?? 0).toBeLessThanOrEqual(400);
  });
});
