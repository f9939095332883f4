import { describe, expect, it } from "vitest";
import { createStockFeedRowReader, STOCK_FEED_FIELDS } from "./stock-feed-row";

const read = createStockFeedRowReader(new Date("2026-03-01T00:00:00Z"));
const base = { stocknum: "U1234", year: "2021", make: "Toyota", model: "Corolla", car_type: "used" };
const row = (fields: Record<string, unknown>) => {
  const reading = read({ ...base, ...fields });
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.row;
};
const problems = (fields: Record<string, unknown>) => {
  const reading = read({ ...base, ...fields });
  return reading.ok ? [] : reading.problems;
};

describe("a stock feed row (spec 000 §3 car fields; CSV text or JSON values)", () => {
  it("reads the required fields, with the defaults of a car the feed says little about", () => {
    expect(row({})).toMatchObject({ stocknum: "U1234", year: 2021, make: "Toyota", model: "Corolla", car_type: "used", status: "in_stock", images: [], features: [] });
  });

  it.each([
    ["price", "$32,990", 32_990],
    ["price", "32990", 32_990],
    ["price", 32_990, 32_990],
    ["km", "85,000 kms", 85_000],
    ["km", 85_000, 85_000],
    ["seats", "7", 7],
    ["engine_size_litres", "2.5", 2.5],
    ["reserved", "Yes", true],
    ["reserved", "0", false],
    ["certified", true, true],
    ["build_date", "2021-03", "2021-03-01"],
    ["rego_expiry", "2026-09-30", "2026-09-30"],
    ["created_at", "2026-02-01", "2026-02-01T00:00:00Z"],
    ["vin", " jtmzd33v105123456 ", "JTMZD33V105123456"],
    ["regplate", "abc123", "ABC123"],
    ["car_type", "Demo", "demo"],
    ["status", "COMING_SOON", "coming_soon"],
    ["features", "Apple CarPlay| Reversing Camera |", ["Apple CarPlay", "Reversing Camera"]],
    ["images", ["https://photos.example/1.jpg", "/media/vehicles/car/1.svg"], ["https://photos.example/1.jpg", "/media/vehicles/car/1.svg"]],
    ["variant", '{"cylinders": 4, "enginesize": 1798}', { cylinders: 4, enginesize: 1798 }],
    ["variant", { cylinders: 4 }, { cylinders: 4 }],
    ["badge", "  Ascent Sport ", "Ascent Sport"],
    ["badge", "", undefined],
    ["price", null, undefined],
  ])("%s: %j → %j", (field, value, expected) => {
    expect((row({ [field]: value }) as Record<string, unknown>)[field]).toEqual(expected);
  });

  it.each([
    [{ stocknum: "" }, "stocknum", "is required"],
    [{ stocknum: "U 12  34" }, "stocknum", "must be letters, digits and punctuation"],
    [{ make: undefined }, "make", "is required"],
    [{ year: undefined }, "year", "is required"],
    [{ year: "soon" }, "year", "must be a whole number, like 2021"],
    [{ year: 2028 }, "year", "must be at most 2027"],
    [{ car_type: "nearly new" }, "car_type", "must be new, used or demo"],
    [{ status: "gone" }, "status", "must be in_stock, coming_soon, sold or others"],
    [{ price: "call us" }, "price", "must be whole dollars, like 12990 or $12,990"],
    [{ price: 12_990.5 }, "price", "must be whole dollars, like 12990 or $12,990"],
    [{ price: -1 }, "price", "must be whole dollars, like 12990 or $12,990"],
    [{ km: "low" }, "km", "must be whole kilometres, like 85000"],
    [{ reserved: "maybe" }, "reserved", "must be true or false"],
    [{ build_date: "2021-02-30" }, "build_date", "must be a date, YYYY-MM-DD"],
    [{ created_at: "yesterday" }, "created_at", "must be a date and time in ISO 8601, like 2026-03-04T09:30:00+10:00"],
    [{ vin: "JTMZD33V10512345" }, "vin", "must be 17 letters and digits (no I, O or Q)"],
    [{ vin: "JTMZD33V1O5123456" }, "vin", "must be 17 letters and digits (no I, O or Q)"],
    [{ images: "ftp://photos.example/1.jpg" }, "images.0", "must be an http(s) address or a path starting with /"],
    [{ variant: "{cylinders: 4}" }, "variant", "must be a JSON object"],
    [{ variant: { cylinders: 4, turbo: true } }, "variant", 'Unrecognized key: "turbo"'],
    [{ private_postcode: "40000" }, "private_postcode", "must be 4 digits"],
    [{ dealercomments: "x".repeat(20_001) }, "dealercomments", "must be at most 20,000 characters"],
  ])("%j → %s %s", (fields, field, message) => {
    expect(problems(fields)).toContainEqual({ field, message });
  });

  it("reports each bad field once, and a row that is not an object as the row", () => {
    expect(problems({ price: "x", km: "y", year: "z" }).map((p) => p.field)).toEqual(["year", "km", "price"]);
    expect(read("U1,Toyota")).toEqual({ ok: false, problems: [{ field: "row", message: "must be an object of car fields" }] });
  });

  it("names every field a feed may send", () => {
    expect(STOCK_FEED_FIELDS).toEqual(expect.arrayContaining(["stocknum", "vin", "dealership_slug", "location", "images", "interior_images", "dealercomments", "variant", "finance_lenders", "created_at"]));
  });
});
