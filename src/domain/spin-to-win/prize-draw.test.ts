import { describe, expect, it } from "vitest";
import { drawPrize } from "./prize-draw";

const prizes = [
  { id: "accessories", weight: 5 },
  { id: "tint", weight: 1 },
  { id: "service", weight: 4 },
];

describe("drawPrize: one uniform ticket over the summed weights", () => {
  it.each([
    [0, "accessories"],
    [4, "accessories"],
    [5, "tint"],
    [6, "service"],
    [9, "service"],
  ])("ticket %i of 10 → %s", (ticket, expected) => {
    expect(drawPrize(prizes, () => ticket).id).toBe(expected);
  });

  it("asks the random source for a number below the total weight", () => {
    const asked: number[] = [];
    drawPrize(prizes, (max) => (asked.push(max), 0));
    expect(asked).toEqual([10]);
  });

  it("wins each prize exactly as often as its weight over every ticket", () => {
    const wins = new Map<string, number>();
    for (let ticket = 0; ticket < 10; ticket++) {
      const { id } = drawPrize(prizes, () => ticket);
      wins.set(id, (wins.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(wins)).toEqual({ accessories: 5, tint: 1, service: 4 });
  });

  it.each([[-1], [10], [2.5], [Number.NaN]])("refuses a random source that answers %s", (ticket) => {
    expect(() => drawPrize(prizes, () => ticket)).toThrow(/outside/);
  });

  it("refuses an empty wheel", () => {
    expect(() => drawPrize([], () => 0)).toThrow(/at least one prize/);
  });
});
