import { describe, expect, it } from "vitest";
import { collapseSoldRuns, shownCards } from "./collapse-sold";

const hits = (statuses: string) => statuses.split(" ").filter(Boolean).map((code, id) => ({ id, status: code === "S" ? "sold" : code === "O" ? "others" : "in_stock" }));
const shape = (list: { id: number; status: string }[]) => list.map((hit) => `${hit.status === "sold" ? "S" : hit.status === "others" ? "O" : "I"}${hit.id}`).join(" ");

// Spec 000 §4: "Sold cars in results: when sold handling is on, consecutive sold cars collapse to one;
// if all are sold, all are shown."
describe("collapseSoldRuns", () => {
  it.each([
    ["nothing sold is untouched", "I I I", "I0 I1 I2"],
    ["'consecutive sold cars collapse to one'", "I S S S I", "I0 S1 I4"],
    ["each run collapses on its own", "S S I S S", "S0 I2 S3"],
    ["a single sold car stays", "I S I", "I0 S1 I2"],
    ["a run at the end", "I I S S", "I0 I1 S2"],
    ["'if all are sold, all are shown'", "S S S", "S0 S1 S2"],
    ["one sold car alone is shown", "S", "S0"],
    ["status others is not sold", "O O I", "O0 O1 I2"],
    ["an empty page", "", ""],
  ])("%s: %s → %s", (_, input, expected) => expect(shape(collapseSoldRuns(hits(input)))).toBe(expected));

  it("keeps the caller's items, not copies", () => {
    const page = hits("I S S");
    expect(collapseSoldRuns(page)[1]).toBe(page[1]);
  });
});

describe("shownCards — the cards a results page shows", () => {
  it("collapses sold runs only where the site asks", () => {
    expect(shape(shownCards(hits("I S S S I"), true))).toBe("I0 S1 I4");
    expect(shownCards(hits("I S S S I"), false)).toHaveLength(5);
  });
});
