import { describe, expect, it } from "vitest";
import { offerHref, parseOfferPath } from "./offer-path";

describe("offerHref (spec 001 §2: '/offers/{id} or /offers/{manufacturer}/{id} when the site has no single manufacturer')", () => {
  const toyota = { id: 12, manufacturer: { slug: "toyota" } };
  it.each([
    [toyota, "Toyota", "/offers/12"],
    [toyota, null, "/offers/toyota/12"],
    [{ id: 5, manufacturer: null }, null, "/offers/5"],
  ])("%j on a site of %s → %s", (offer, manufacturer, expected) => {
    expect(offerHref(offer, manufacturer)).toBe(expected);
  });
});

describe("parseOfferPath", () => {
  it.each([
    [["12"], { id: 12, manufacturerSlug: null }],
    [["toyota", "12"], { id: 12, manufacturerSlug: "toyota" }],
    [["great-wall", "3"], { id: 3, manufacturerSlug: "great-wall" }],
    [["0"], null],
    [["012"], null],
    [["12a"], null],
    [["toyota"], null],
    [["Toyota", "12"], null],
    [["toyota", "12", "extra"], null],
    [["99999999999"], null],
    [["2147483648"], null],
    [[], null],
  ])("%j → %j", (segments, expected) => {
    expect(parseOfferPath(segments)).toEqual(expected);
  });
});
