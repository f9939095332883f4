import { describe, expect, it } from "vitest";
import { createStockFeedRowReader, STOCK_FEED_FIELDS } from "./stock-feed-row";

const read = createStockFeedRowReader({ now: new Date("2026-03-01T00:00:00Z"), photoUrls: { allowHttp: false } });
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

  // Issue 30: the forms an outside test put in a feed so the server would fetch from itself or its network.
  it.each([
    ["http://127.0.0.1:3000/metrics", "must be an https address"],
    ["https://127.0.0.1:3000/metrics", "must be on a public address: 127.0.0.1 is a loopback address"],
    ["https://0x7f000001/a.jpg", "must be on a public address: 127.0.0.1 is a loopback address"],
    ["https://2130706433/a.jpg", "must be on a public address: 127.0.0.1 is a loopback address"],
    ["https://0177.0.0.1/a.jpg", "must be on a public address: 127.0.0.1 is a loopback address"],
    ["https://10.1.2.3/a.jpg", "must be on a public address: 10.1.2.3 is a private address"],
    ["https://169.254.169.254/latest/meta-data", "must be on a public address: 169.254.169.254 is a link-local address"],
    ["https://localhost:3000/metrics", "must be on a public host: localhost is a name for local use"],
    ["https://metrics/a.jpg", "must be on a public host: metrics is a local name"],
    ["https://[::1]/a.jpg", "must be an http(s) address or a path starting with /"],
  ])("refuses the photo %s: %s", (url, message) => {
    for (const field of ["images", "interior_images", "spin_images"]) expect(problems({ [field]: ["https://photos.example/1.jpg", url] })).toContainEqual({ field: `${field}.1`, message });
    expect(problems({ spin_interior_image: url })).toContainEqual({ field: "spin_interior_image", message });
  });

  it("takes photos on public hosts and site paths, http only where the rules allow it, and leaves video links alone", () => {
    expect(row({ images: ["https://photos.example/1.jpg", "https://8.8.8.8/2.jpg", "/media/vehicles/car/1.svg"] }).images).toHaveLength(3);
    const withHttp = createStockFeedRowReader({ now: new Date("2026-03-01T00:00:00Z"), photoUrls: { allowHttp: true } });
    expect(withHttp({ ...base, images: ["http://photos.example/1.jpg"] }).ok).toBe(true);
    expect(withHttp({ ...base, images: ["http://127.0.0.1/1.jpg"] })).toEqual({ ok: false, problems: [{ field: "images.0", message: "must be on a public address: 127.0.0.1 is a loopback address" }] });
    // The browser, not the server, follows these.
    expect(row({ video_url: "http://127.0.0.1/clip.mp4" }).video_url).toBe("http://127.0.0.1/clip.mp4");
  });

  // Issue 30 (item 5): a NUL byte in any field answered 503, PostgreSQL refusing it; it is a row problem that names the field.
  it.each([
    [{ colour: "Red\u0000" }, "colour"],
    [{ make: "Toy\u0001ota" }, "make"],
    [{ dealercomments: "Line one\u001b[31m" }, "dealercomments"],
    [{ price: "\u000032990" }, "price"],
    [{ stocknum: "U12\u000034" }, "stocknum"],
    [{ features: ["Camera", "Car\u0000Play"] }, "features.1"],
    [{ features: "Camera|Car\u007fPlay" }, "features.1"],
    [{ variant: { cylinders: "4\u0000" } }, "variant.cylinders"],
    [{ variant: '{"cylinders": "4\\u0000"}' }, "variant.cylinders"],
    [{ hotspots: { exterior: [{ id: "a", description: "\u0085" }] } }, "hotspots.exterior.0.description"],
  ])("%j is refused: %s holds a control character", (fields, field) => {
    expect(problems(fields)).toEqual([{ field, message: "must not hold control characters (NUL and the like; tabs and line breaks are allowed)" }]);
  });

  it("keeps tabs and line breaks in text", () => {
    expect(row({ dealercomments: "One owner.\r\n\tFull history." }).dealercomments).toBe("One owner.\r\n\tFull history.");
  });

  it("reports each bad field once, and a row that is not an object as the row", () => {
    expect(problems({ price: "x", km: "y", year: "z" }).map((p) => p.field)).toEqual(["year", "km", "price"]);
    expect(read("U1,Toyota")).toEqual({ ok: false, problems: [{ field: "row", message: "must be an object of car fields" }] });
  });

  it("names every field a feed may send", () => {
    expect(STOCK_FEED_FIELDS).toEqual(expect.arrayContaining(["stocknum", "vin", "dealership_slug", "location", "images", "interior_images", "dealercomments", "variant", "finance_lenders", "created_at"]));
  });
});
