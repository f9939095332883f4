import { describe, expect, it } from "vitest";
import { readAhead } from "./read-ahead";

describe("readAhead", () => {
  it("makes the next item while the caller works on the one before, and gives every item in order", async () => {
    const events: string[] = [];
    async function* source() {
      for (const item of [1, 2, 3]) {
        events.push(`made ${item}`);
        yield item;
      }
    }
    for await (const item of readAhead(source())) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`used ${item}`);
    }
    expect(events).toEqual(["made 1", "made 2", "used 1", "made 3", "used 2", "used 3"]);
  });

  it("throws a failure making an item when the caller asks for that item, not before", async () => {
    async function* source() {
      yield 1;
      throw new Error("bad CSV");
    }
    const used: number[] = [];
    const failure = await (async () => {
      for await (const item of readAhead(source())) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        used.push(item);
      }
    })().catch((error: unknown) => error);
    expect([used, (failure as Error).message]).toEqual([[1], "bad CSV"]);
  });

  it("closes the source when the caller stops early", async () => {
    let closed = false;
    async function* source() {
      try {
        for (let item = 1; ; item++) yield item;
      } finally {
        closed = true;
      }
    }
    for await (const item of readAhead(source())) if (item === 2) break;
    expect(closed).toBe(true);
  });
});
