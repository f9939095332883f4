import { describe, expect, it } from "vitest";
import { resultRangeText } from "./result-range";

describe("resultRangeText — issue 32: the paging says what is shown", () => {
  it.each([
    [{ page: 45, pages: 46, hitsPerPage: 21, hits: 21, cards: 11 }, "showing 925–945 as 11 cards: sold cars in a row are shown as one"],
    [{ page: 45, pages: 46, hitsPerPage: 21, hits: 21, cards: 21 }, "showing 925–945"],
    [{ page: 1, pages: 3, hitsPerPage: 21, hits: 21, cards: 1 }, "showing 1–21 as 1 card: sold cars in a row are shown as one"],
    [{ page: 1, pages: 1, hitsPerPage: 21, hits: 9, cards: 7 }, "shown as 7 cards: sold cars in a row are shown as one"],
    [{ page: 1, pages: 1, hitsPerPage: 21, hits: 9, cards: 9 }, null],
    [{ page: 60, pages: 60, hitsPerPage: 21, hits: 5, cards: 5 }, "showing 1,240–1,244"],
    [{ page: 1, pages: 0, hitsPerPage: 21, hits: 0, cards: 0 }, null],
  ])("%j → %j", (range, expected) => expect(resultRangeText(range)).toBe(expected));
});
