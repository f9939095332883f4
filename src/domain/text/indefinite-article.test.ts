import { describe, expect, it } from "vitest";
import { indefiniteArticle, withIndefiniteArticle } from "./indefinite-article";

// Issue 32: "a eclipse black Mazda CX-3" — the article goes by sound.
describe("indefiniteArticle", () => {
  it.each([
    ["eclipse black", "an"],
    ["arctic white", "an"],
    ["ivory", "an"],
    ["orange", "an"],
    ["urban grey", "an"],
    ["red", "a"],
    ["soul red crystal", "a"],
    ["unique", "a"],
    ["ute", "a"],
    ["one-owner", "a"],
    ["European", "a"],
    ["hour", "an"],
    ["honest", "an"],
    ["hybrid", "a"],
    ["SUV", "an"],
    ["MX-5", "an"],
    ["CX-3", "a"],
    ["BMW", "a"],
    ["8-seater", "an"],
    ["11-year-old", "an"],
    ["18 inch", "an"],
    ["7 seat", "a"],
    ["", "a"],
  ])("%s → %s", (phrase, article) => expect(indefiniteArticle(phrase)).toBe(article));

  it("puts the article before the phrase", () => expect(withIndefiniteArticle("eclipse black Mazda CX-3")).toBe("an eclipse black Mazda CX-3"));
});
