import { describe, expect, it } from "vitest";
import { brisbaneDateString, insertPromoTiles, isPromoActive, promoContentSchema, promoShowsOn, type GridItem, type PromoNode, type PromoPlacement } from "./promo-tiles";

let nextId = 1;
const promo = (overrides: Partial<PromoNode> = {}): PromoNode => ({
  id: nextId++, position: 8, start: null, expiry: null, display: "search", strictDisplay: false,
  node: { title: "Get pre-approved", body: "Know your budget.", href: "/finance", cta: "Apply now" }, ...overrides,
});
const cards = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);
const placement: PromoPlacement = { today: "2025-07-10", display: "search:used-cars", positions: [8, 17] };
/** The grid as text: car ids, and P{position} for tiles. */
const layout = (grid: GridItem<string>[]) => grid.map((entry) => (entry.kind === "car" ? entry.item : `P${entry.promo.position}`));

// Spec 000 §3: "Promo node (start, expiry, position, display, strictDisplay, node)"; spec 001 §9: "A promotional
// tile runs from 2025-07-01 to 2025-07-24."
describe("isPromoActive", () => {
  const july = { start: "2025-07-01", expiry: "2025-07-24" };
  it.each<[string, { start: string | null; expiry: string | null }, string, boolean]>([
    ["on its first day", july, "2025-07-01", true],
    ["on its last day", july, "2025-07-24", true],
    ["the day before", july, "2025-06-30", false],
    ["the day after", july, "2025-07-25", false],
    ["no start is open at the front", { start: null, expiry: "2025-07-24" }, "2020-01-01", true],
    ["no expiry runs on", { start: "2025-07-01", expiry: null }, "2030-01-01", true],
  ])("%s", (_, dates, today, expected) => expect(isPromoActive(dates, today)).toBe(expected));
});

describe("promoShowsOn", () => {
  it.each<[string, string, boolean, string, boolean]>([
    ["'search' shows on every search page", "search", false, "search:used-cars", true],
    ["'search' on the default page", "search", false, "search", true],
    ["'search:used-cars' on its segment", "search:used-cars", false, "search:used-cars", true],
    ["'search:used-cars' not on new cars", "search:used-cars", false, "search:new-cars", false],
    ["'search:used-cars' not on the unfiltered search", "search:used-cars", false, "search", false],
    ["strictDisplay: only an exact match", "search", true, "search:used-cars", false],
    ["strictDisplay: the exact match shows", "search:used-cars", true, "search:used-cars", true],
    ["a display that only shares a prefix", "search:used", false, "search:used-cars", false],
  ])("%s", (_, display, strictDisplay, page, expected) => expect(promoShowsOn({ display, strictDisplay }, page)).toBe(expected));
});

// Spec 001 §2: "Search result grids insert a custom call-to-action tile at card positions 8 and 17 (9 for another
// dealer group)." Spec 000 §2: "promo cards inserted at configured card positions".
describe("insertPromoTiles", () => {
  it("tiles take the 8th and 17th slots of a full page", () => {
    const grid = layout(insertPromoTiles(cards(21), [promo({ position: 8 }), promo({ position: 17 })], placement));
    expect(grid).toHaveLength(23);
    expect(grid[7]).toBe("P8");
    expect(grid[16]).toBe("P17");
    expect(grid.filter((item) => item.startsWith("c"))).toEqual(cards(21));
  });
  it("'9 for another dealer group'", () => {
    const grid = layout(insertPromoTiles(cards(21), [promo({ position: 9 })], { ...placement, positions: [9, 18] }));
    expect(grid[8]).toBe("P9");
  });
  it.each<[string, number, string[]]>([
    ["a page of exactly 7 cards ends with the tile", 7, [...cards(7), "P8"]],
    ["a page of 6 cards has no tile", 6, cards(6)],
    ["an empty page gets no tile", 0, []],
  ])("%s", (_, count, expected) => expect(layout(insertPromoTiles(cards(count), [promo({ position: 8 })], placement))).toEqual(expected));
  it("consecutive positions both fill", () => {
    expect(layout(insertPromoTiles(cards(3), [promo({ position: 2 }), promo({ position: 3 })], { ...placement, positions: [2, 3] }))).toEqual(["c1", "P2", "P3", "c2", "c3"]);
  });
  it("a promo at a position the site does not use is not shown", () => {
    expect(layout(insertPromoTiles(cards(10), [promo({ position: 5 })], placement))).toEqual(cards(10));
  });
  it("expired, future and other-page promos are left out", () => {
    const promos = [promo({ expiry: "2025-07-09" }), promo({ start: "2025-07-11" }), promo({ display: "search:new-cars" })];
    expect(layout(insertPromoTiles(cards(10), promos, placement))).toEqual(cards(10));
  });
  it("one tile per slot: the exact display wins over the general one", () => {
    const general = promo({ display: "search", start: "2025-07-05" });
    const sale = promo({ display: "search:used-cars", strictDisplay: true, start: "2025-07-01", expiry: "2025-07-24" });
    const grid = insertPromoTiles(cards(10), [general, sale], placement);
    expect(grid.filter((entry) => entry.kind === "promo")).toEqual([{ kind: "promo", promo: sale }]);
  });
  it("between equally aimed promos the newest start wins", () => {
    const older = promo({ start: "2025-06-01" });
    const newer = promo({ start: "2025-07-01" });
    const grid = insertPromoTiles(cards(10), [older, newer], placement);
    expect(grid.find((entry) => entry.kind === "promo")).toEqual({ kind: "promo", promo: newer });
  });
});

describe("brisbaneDateString — promo dates are Brisbane days (UTC+10, no daylight saving)", () => {
  it.each([
    ["2025-06-30T13:59:59Z", "2025-06-30"],
    ["2025-06-30T14:00:00Z", "2025-07-01"],
    ["2025-12-31T20:00:00Z", "2026-01-01"],
  ])("%s → %s", (instant, date) => expect(brisbaneDateString(new Date(instant))).toBe(date));
});

describe("promoContentSchema reads the stored node", () => {
  it("accepts the seeded shape and rejects a tile without a link", () => {
    expect(promoContentSchema.safeParse({ title: "Sale", body: "", href: "/special-offers", imageUrl: null, cta: "Shop" }).success).toBe(true);
    expect(promoContentSchema.safeParse({ title: "Sale", body: "", cta: "Shop" }).success).toBe(false);
  });
});
