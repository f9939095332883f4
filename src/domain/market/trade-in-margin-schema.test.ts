import { describe, expect, it } from "vitest";
import { TRADE_IN_MARGIN_MESSAGES, tradeInMarginSchema } from "./trade-in-margin-schema";

describe("tradeInMarginSchema", () => {
  it.each([
    ["15", 15], ["0", 0], ["50", 50], [" 12% ", 12], ["20 %", 20],
  ])("takes %o as %d", (typed, percent) => expect(tradeInMarginSchema.parse({ margin_percent: typed, loaded_percent: "15" }).margin_percent).toBe(percent));

  it.each([["-1"], ["51"], ["12.5"], ["lots"], [""]])("refuses %o with the field's message", (typed) => {
    const parsed = tradeInMarginSchema.safeParse({ margin_percent: typed, loaded_percent: "15" });
    expect(parsed.success || parsed.error.issues.map((i) => [i.path[0], i.message])).toEqual([["margin_percent", TRADE_IN_MARGIN_MESSAGES.margin]]);
  });
});
