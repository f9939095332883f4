import { describe, expect, it } from "vitest";
import type { FavouriteFacts } from "../vehicle/favourites";
import { decideSave, WATCHLIST_LIMIT, watchedCarState, type SaveDecision } from "./watchlist-rules";
import { watchlistChangeSchema } from "./watchlist-request";

const inStock: FavouriteFacts = { status: "in_stock", carType: "used", price: 25_990, hasImage: true };

describe("decideSave — spec 000 §4 'Sold cars cannot be saved to the watchlist unless already saved'", () => {
  it.each<[string, Parameters<typeof decideSave>[0], SaveDecision]>([
    ["an in-stock car", { car: inStock, alreadySaved: false, savedCount: 0, strict: false }, { kind: "save" }],
    ["a sold car", { car: { ...inStock, status: "sold" }, alreadySaved: false, savedCount: 0, strict: false }, { kind: "refused", reason: "sold" }],
    ["a sold car already saved (unless already saved)", { car: { ...inStock, status: "sold" }, alreadySaved: true, savedCount: 3, strict: false }, { kind: "already_saved" }],
    ["a car saved twice: nothing changes, and it succeeds", { car: inStock, alreadySaved: true, savedCount: 1, strict: false }, { kind: "already_saved" }],
    ["a car the site does not have", { car: null, alreadySaved: false, savedCount: 0, strict: false }, { kind: "refused", reason: "not_found" }],
    ["coming soon: the control shows only for stock (spec 000 §5)", { car: { ...inStock, status: "coming_soon" }, alreadySaved: false, savedCount: 0, strict: false }, { kind: "refused", reason: "not_offered" }],
    ["a new car on a site that saves only used cars", { car: { ...inStock, carType: "new" }, alreadySaved: false, savedCount: 0, strict: true }, { kind: "refused", reason: "not_offered" }],
    ["a used car without a photo on that site", { car: { ...inStock, hasImage: false }, alreadySaved: false, savedCount: 0, strict: true }, { kind: "refused", reason: "not_offered" }],
    ["the same car on a site without that rule", { car: { ...inStock, hasImage: false, carType: "new" }, alreadySaved: false, savedCount: 0, strict: false }, { kind: "save" }],
    ["the last place on the list", { car: inStock, alreadySaved: false, savedCount: WATCHLIST_LIMIT - 1, strict: false }, { kind: "save" }],
    ["a full list", { car: inStock, alreadySaved: false, savedCount: WATCHLIST_LIMIT, strict: false }, { kind: "refused", reason: "full" }],
  ])("%s", (_case, facts, decision) => {
    expect(decideSave(facts)).toEqual(decision);
  });
});

describe("watchedCarState — the watchlist shows each car's state: sold, reserved, price changed since saved", () => {
  it.each([
    ["unchanged", { savedPrice: 25_990, price: 25_990, status: "in_stock", reserved: false }, { sold: false, reserved: false, priceChange: null }],
    ["price dropped", { savedPrice: 25_990, price: 23_990, status: "in_stock", reserved: false }, { sold: false, reserved: false, priceChange: { direction: "down", from: 25_990, to: 23_990 } }],
    ["price rose", { savedPrice: 25_990, price: 26_490, status: "in_stock", reserved: false }, { sold: false, reserved: false, priceChange: { direction: "up", from: 25_990, to: 26_490 } }],
    ["now 'Enquire for price.': no comparison", { savedPrice: 25_990, price: 0, status: "in_stock", reserved: false }, { sold: false, reserved: false, priceChange: null }],
    ["saved before prices were kept", { savedPrice: null, price: 25_990, status: "in_stock", reserved: false }, { sold: false, reserved: false, priceChange: null }],
    ["sold", { savedPrice: 25_990, price: 25_990, status: "sold", reserved: false }, { sold: true, reserved: false, priceChange: null }],
    ["reserved", { savedPrice: 25_990, price: 25_990, status: "in_stock", reserved: true }, { sold: false, reserved: true, priceChange: null }],
  ])("%s", (_case, entry, state) => {
    expect(watchedCarState(entry)).toEqual(state);
  });
});

describe("watchlistChangeSchema — spec 000 §7 '{phone_number, car_id}'", () => {
  it.each([
    [{ car_id: 42 }, true],
    [{ car_id: "42", phone_number: "0412 345 678" }, true],
    [{ car_id: 0 }, false],
    [{ car_id: 4.5 }, false],
    [{ car_id: "abc" }, false],
    [{ car_id: 2 ** 31 }, false],
    [{}, false],
  ])("%j reads: %s", (body, ok) => {
    expect(watchlistChangeSchema.safeParse(body).success).toBe(ok);
  });
});
