import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/domain/staff/staff-forms";
import { BULK_PRICE_MESSAGES, bulkPreviewHref, bulkPriceChangeSchema, previewedPricesSchema } from "./bulk-price-form";

const parse = (fields: Record<string, string | string[] | undefined>) => bulkPriceChangeSchema.safeParse({ car: ["12", "14"], unit: "percent", amount: "-5", ...fields });
const errors = (fields: Record<string, string | string[] | undefined>) => {
  const parsed = parse(fields);
  return parsed.success ? null : fieldErrors(parsed.error);
};

describe("bulkPriceChangeSchema: the change as typed", () => {
  it.each([
    { unit: "percent", amount: "-5", change: { unit: "percent", hundredths: -500 } },
    { unit: "percent", amount: " − 2.5 % ", change: { unit: "percent", hundredths: -250 } },
    { unit: "percent", amount: "+50", change: { unit: "percent", hundredths: 5_000 } },
    { unit: "percent", amount: "-0.01", change: { unit: "percent", hundredths: -1 } },
    { unit: "dollars", amount: "-$500", change: { unit: "dollars", dollars: -500 } },
    { unit: "dollars", amount: "–1,500", change: { unit: "dollars", dollars: -1_500 } },
    { unit: "dollars", amount: "+250.00", change: { unit: "dollars", dollars: 250 } },
    { unit: "dollars", amount: "-100000", change: { unit: "dollars", dollars: -100_000 } },
  ])("$unit $amount", ({ unit, amount, change }) => {
    const parsed = parse({ unit, amount });
    expect(parsed.success && parsed.data).toEqual({ carIds: [12, 14], change });
  });

  it.each([
    { unit: "percent", amount: "", message: BULK_PRICE_MESSAGES.amount },
    { unit: "percent", amount: "5", message: BULK_PRICE_MESSAGES.amount },
    { unit: "percent", amount: "-five", message: BULK_PRICE_MESSAGES.amount },
    { unit: "percent", amount: "--5", message: BULK_PRICE_MESSAGES.amount },
    { unit: "percent", amount: "-0", message: BULK_PRICE_MESSAGES.zero },
    { unit: "dollars", amount: "+0.00", message: BULK_PRICE_MESSAGES.zero },
    { unit: "percent", amount: "-2.555", message: BULK_PRICE_MESSAGES.percentDecimals },
    { unit: "percent", amount: "-50.01", message: BULK_PRICE_MESSAGES.percentRange },
    { unit: "percent", amount: "-$5", message: BULK_PRICE_MESSAGES.dollarsTyped },
    { unit: "dollars", amount: "-5%", message: BULK_PRICE_MESSAGES.percentTyped },
    { unit: "dollars", amount: "-499.50", message: BULK_PRICE_MESSAGES.cents },
    { unit: "dollars", amount: "+100001", message: BULK_PRICE_MESSAGES.dollarsRange },
  ])("$unit $amount → $message", ({ unit, amount, message }) => {
    expect(errors({ unit, amount })).toEqual({ amount: message });
  });

  it("names each refused field at once: the cars, the unit, an amount that is no number", () => {
    expect(errors({ car: undefined, unit: "euros", amount: "lots" })).toEqual({ car: BULK_PRICE_MESSAGES.cars, unit: BULK_PRICE_MESSAGES.unit, amount: BULK_PRICE_MESSAGES.amount });
    expect(errors({ unit: undefined })).toEqual({ unit: BULK_PRICE_MESSAGES.unit });
  });

  it("takes one car or many, each once, up to a page of the stock list", () => {
    const one = parse({ car: "12" });
    expect(one.success && one.data.carIds).toEqual([12]);
    const twice = parse({ car: ["14", "12", "14"] });
    expect(twice.success && twice.data.carIds).toEqual([14, 12]);
    expect(errors({ car: [] })).toEqual({ car: BULK_PRICE_MESSAGES.cars });
    expect(errors({ car: ["12", "x"] })).toEqual({ car: BULK_PRICE_MESSAGES.cars });
    expect(errors({ car: Array.from({ length: 26 }, (_, i) => String(i + 1)) })).toEqual({ car: BULK_PRICE_MESSAGES.tooMany });
  });
});

describe("previewedPricesSchema: the prices the preview showed", () => {
  it("reads each car's price shown, and refuses anything else", () => {
    const parsed = previewedPricesSchema.safeParse(["12:34990", "14:0"]);
    expect(parsed.success && [...parsed.data]).toEqual([[12, 34_990], [14, 0]]);
    expect(previewedPricesSchema.safeParse(undefined).success).toBe(false);
    expect(previewedPricesSchema.safeParse(["12:-5"]).success).toBe(false);
  });
});

describe("bulkPreviewHref", () => {
  it("keeps the change as typed, and names a car that changed since the preview", () => {
    expect(bulkPreviewHref({ car: ["12", "14"], unit: "dollars", amount: "-$500" })).toBe("/stock/price-change?car=12&car=14&unit=dollars&amount=-%24500");
    expect(bulkPreviewHref({ car: ["12"], unit: "percent", amount: "+2.5" }, 12)).toBe("/stock/price-change?car=12&unit=percent&amount=%2B2.5&stale=12");
  });
});
