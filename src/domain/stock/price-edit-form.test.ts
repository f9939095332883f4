import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/domain/staff/staff-forms";
import { PRICE_EDIT_MESSAGES, priceEditSchema } from "./price-edit-form";

const parse = (price: string, extra: Record<string, string> = {}) => priceEditSchema.safeParse({ car_id: "12", loaded_price: "34990", price, ...extra });

describe("priceEditSchema: whole dollars, positive, at most $5,000,000", () => {
  it.each([
    { typed: "32990", price: 32_990 },
    { typed: " $32,990 ", price: 32_990 },
    { typed: "32990.00", price: 32_990 },
    { typed: "5000000", price: 5_000_000 },
    { typed: "1", price: 1 },
  ])("$typed → $price", ({ typed, price }) => {
    const parsed = parse(typed);
    expect(parsed.success && parsed.data).toEqual({ car_id: 12, loaded_price: 34_990, price });
  });

  it.each([
    { typed: "", message: PRICE_EDIT_MESSAGES.price },
    { typed: "abc", message: PRICE_EDIT_MESSAGES.price },
    { typed: "-5", message: PRICE_EDIT_MESSAGES.price },
    { typed: "32990.50", message: PRICE_EDIT_MESSAGES.cents },
    { typed: "0", message: PRICE_EDIT_MESSAGES.positive },
    { typed: "5000001", message: PRICE_EDIT_MESSAGES.max },
    { typed: "3299000000", message: PRICE_EDIT_MESSAGES.price },
  ])("$typed → $message", ({ typed, message }) => {
    const parsed = parse(typed);
    expect(parsed.success ? null : fieldErrors(parsed.error)).toEqual({ price: message });
  });

  it("names the car and the loaded price when they are not numbers", () => {
    const parsed = parse("30000", { car_id: "x", loaded_price: "" });
    expect(parsed.success ? null : fieldErrors(parsed.error)).toEqual({ car_id: PRICE_EDIT_MESSAGES.car, loaded_price: PRICE_EDIT_MESSAGES.stale });
  });
});
