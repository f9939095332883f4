import { describe, expect, it } from "vitest";
import { dateInWords, reviewDateDisplay, reviewParagraphs, truncatedReviewText, usesEditorBlocks } from "./review-text";

describe("truncatedReviewText (spec 001 §9: 'review text truncation 160'; §4 review text toggles 'View more/less')", () => {
  const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
  it.each([
    ["short text", "Great service.", null],
    ["exactly 160 characters", "x".repeat(160), null],
    ["160 characters after trimming", `  ${"x".repeat(160)}  `, null],
    ["161 characters without spaces: a hard cut", "x".repeat(161), `${"x".repeat(160)}…`],
    ["long text: cut at the last whole word", words(40), `${words(32)}…`],
    ["trailing punctuation before the cut is dropped", `${"a".repeat(150)}, and ${"b".repeat(20)}`, `${"a".repeat(150)}, and…`],
  ])("%s", (_case, text, expected) => {
    const result = truncatedReviewText(text);
    expect(result).toBe(expected);
    if (result) expect(result.length).toBeLessThanOrEqual(161);
  });
});

describe("usesEditorBlocks (spec 001 §9: 'editor-block styling for reviews published after 2024-03-13')", () => {
  it.each([
    ["2024-03-12", false],
    ["2024-03-13", false],
    ["2024-03-14", true],
    ["2026-11-01", true],
  ])("%s → %s", (date, editor) => {
    expect(usesEditorBlocks(date)).toBe(editor);
  });

  it("keeps an editor-block review's line breaks as paragraphs and runs an older one together", () => {
    expect(reviewParagraphs("Great car.\n\nGreat team.\n", "2025-01-01")).toEqual(["Great car.", "Great team."]);
    expect(reviewParagraphs("Great car.\n\nGreat team.\n", "2023-01-01")).toEqual(["Great car. Great team."]);
  });
});

describe("review dates (spec 001 §3: review_date dd/mm/yyyy, review_date_in_words)", () => {
  it("shows the date as dd/mm/yyyy", () => {
    expect(reviewDateDisplay("2026-03-07")).toBe("07/03/2026");
  });

  const today = "2026-11-24";
  it.each([
    ["2026-11-24", "today"],
    ["2026-11-23", "1 day ago"],
    ["2026-11-18", "6 days ago"],
    ["2026-11-17", "1 week ago"],
    ["2026-10-26", "4 weeks ago"],
    ["2026-10-25", "1 month ago"],
    ["2026-05-24", "6 months ago"],
    ["2025-11-24", "about 1 year ago"],
    ["2023-11-01", "about 3 years ago"],
    ["2026-12-01", "today"],
  ])("%s → %s", (date, words) => {
    expect(dateInWords(date, today)).toBe(words);
  });
});
