import { describe, expect, it } from "vitest";
import { parseFavourites, showsFavourite, toggleFavourite, type FavouriteCar, type FavouriteFacts } from "./favourites";

const car = (o: Partial<FavouriteFacts> = {}): FavouriteFacts => ({ status: "in_stock", carType: "used", price: 25_000, hasImage: true, ...o });

// Spec 000 §5: "Favourite/compare control hidden unless the car is in stock; on some sites also requires used car,
// price above 0, and at least one image or thumbnail."
describe("showsFavourite", () => {
  it.each<[string, FavouriteFacts, boolean, boolean]>([
    ["in stock", car(), false, true],
    ["in stock, new, no price, no image (not strict)", car({ carType: "new", price: 0, hasImage: false }), false, true],
    ["sold", car({ status: "sold" }), false, false],
    ["coming soon", car({ status: "coming_soon" }), false, false],
    ["strict: used, priced, with an image", car(), true, true],
    ["strict: new car", car({ carType: "new" }), true, false],
    ["strict: demo car", car({ carType: "demo" }), true, false],
    ["strict: price 0", car({ price: 0 }), true, false],
    ["strict: no image or thumbnail", car({ hasImage: false }), true, false],
    ["strict: sold", car({ status: "sold" }), true, false],
  ])("%s", (_, facts, strict, expected) => expect(showsFavourite(facts, strict)).toBe(expected));
});

const cx5: FavouriteCar = { id: 1, name: "2021 Mazda CX-5", slug: "2021-mazda-cx-5-u1", make: "Mazda", model: "CX-5", primary_image_url: "/a.svg" };
const rav4: FavouriteCar = { id: 2, name: "2020 Toyota RAV4", slug: "2020-toyota-rav4-u2", make: "Toyota", model: "RAV4", primary_image_url: null };

describe("toggleFavourite", () => {
  it.each<[string, FavouriteCar[], FavouriteCar, FavouriteCar[], boolean]>([
    ["adds to an empty list", [], cx5, [cx5], true],
    ["adds newest first", [rav4], cx5, [cx5, rav4], true],
    ["removes a favourite", [rav4, cx5], cx5, [rav4], false],
  ])("%s", (_, list, subject, expected, added) => expect(toggleFavourite(list, subject)).toEqual({ list: expected, added }));
});

describe("parseFavourites", () => {
  it.each<[string, string | null, FavouriteCar[]]>([
    ["nothing stored", null, []],
    ["not JSON", "{oops", []],
    ["not a list", '{"id":1}', []],
    ["keeps well-formed entries only", JSON.stringify([cx5, { id: "2" }, rav4, null]), [cx5, rav4]],
  ])("%s", (_, stored, expected) => expect(parseFavourites(stored)).toEqual(expected));
});
