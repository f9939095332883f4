import { describe, expect, it } from "vitest";
import { fillQuickReply, quickReplyTemplateError, unknownPlaceholders, type QuickReplyValues } from "./quick-reply-placeholders";

const values: QuickReplyValues = { car: "2021 Toyota RAV4 GXL", price: "$38,990", salesperson: "Sam Lee" };

describe("quick replies (issue 33: 'placeholders for the car, its price and the salesperson's name')", () => {
  it.each([
    ["Hi, the {car} is still here at {price}. {salesperson}", "Hi, the 2021 Toyota RAV4 GXL is still here at $38,990. Sam Lee"],
    ["{car} {car}", "2021 Toyota RAV4 GXL 2021 Toyota RAV4 GXL"],
    ["No placeholders at all.", "No placeholders at all."],
    ["Braces with a space { car } stay text", "Braces with a space { car } stay text"],
    ["A value is not read again: {salesperson}", "A value is not read again: Sam Lee"],
  ])("fills %j", (template, text) => {
    expect(fillQuickReply(template, values)).toEqual({ ok: true, text });
  });

  it("does not read placeholders out of the values it puts in", () => {
    expect(fillQuickReply("{car}", { ...values, car: "{price}" })).toEqual({ ok: true, text: "{price}" });
  });

  it.each([
    ["The {colour} one", "{colour} is not a placeholder: use {car}, {price}, {salesperson}."],
    ["{Car} at {PRICE}", "{Car}, {PRICE} are not placeholders: use {car}, {price}, {salesperson}."],
    ["Empty {} braces", "{} is not a placeholder: use {car}, {price}, {salesperson}."],
    ["{colour} and {colour}", "{colour} is not a placeholder: use {car}, {price}, {salesperson}."],
  ])("refuses %j rather than leave the placeholder in", (template, error) => {
    expect(quickReplyTemplateError(template)).toBe(error);
    expect(fillQuickReply(template, values)).toEqual({ ok: false, error });
  });

  it.each([
    ["About the {car}", { car: null }, "This lead is about no car, so {car} cannot be filled in."],
    ["Now {price}", { price: null }, "This lead is about no car, so {price} cannot be filled in."],
    ["Cheers, {salesperson}", { salesperson: null }, "Your name is not known, so {salesperson} cannot be filled in."],
  ])("says which value %j lacks", (template, missing, error) => {
    expect(fillQuickReply(template, { ...values, ...missing })).toEqual({ ok: false, error });
  });

  it("a template without a placeholder needs no values", () => {
    expect(fillQuickReply("Thanks, we will call you.", { car: null, price: null, salesperson: null })).toEqual({ ok: true, text: "Thanks, we will call you." });
  });

  it("lists each unknown placeholder once, in order", () => {
    expect(unknownPlaceholders("{b} {a} {b} {car}")).toEqual(["b", "a"]);
  });
});
