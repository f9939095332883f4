import { describe, expect, it } from "vitest";
import { compareListingQuality, listingQuality, type QualityCar, type QualitySite } from "./listing-quality";

const NOW = new Date("2026-03-01T00:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
/** A listing with nothing missing. */
const complete: QualityCar = {
  carType: "used", photos: 10, price: 28_990, beforePrice: null, subscriptionPrice: null, preorder: false, km: 41_000, year: 2022, certified: false, vin: "JTMZD33V105123456",
  regplate: "ABC123", dealerComments: "One owner.|Full service history.", variant: { cylinders: 4 }, createdAt: daysAgo(5),
};
const site: QualitySite = { photoMinimum: 7, offersSubscriptions: false, noPriceText: "Enquire for price." };
const score = (car: Partial<QualityCar>, on: Partial<QualitySite> = {}) => listingQuality({ ...complete, ...car }, { ...site, ...on }, NOW);

describe("listingQuality (issue 15: photos against an 8-photo benchmark and the template's minimum, spec 000 §9)", () => {
  it("gives a complete listing 100 and no reasons", () => {
    expect(score({})).toEqual({ score: 100, reasons: [] });
  });

  it.each([
    [{ photos: 8 }, {}, 100, []],
    [{ photos: 7 }, {}, 97, [{ code: "fewPhotos", points: 3, message: "7 photos, against a benchmark of 8" }]],
    [{ photos: 3 }, { photoMinimum: 3 }, 85, [{ code: "fewPhotos", points: 15, message: "3 photos, against a benchmark of 8" }]],
    [{ photos: 6 }, {}, 70, [{ code: "belowTemplateMinimum", points: 30, message: "6 photos: this site's template needs at least 7" }]],
    [{ photos: 1 }, { photoMinimum: 14 }, 70, [{ code: "belowTemplateMinimum", points: 30, message: "1 photo: this site's template needs at least 14" }]],
    [{ photos: 0 }, { photoMinimum: 0 }, 76, [{ code: "fewPhotos", points: 24, message: "0 photos, against a benchmark of 8" }]],
  ])("%j on a template needing %j → %i", (car, on, expected, reasons) => {
    expect(score(car, on)).toEqual({ score: expected, reasons });
  });

  it.each([
    // Spec 000 §4: a price of 10 or less shows the no-price text.
    [{ price: 0 }, "noPrice", "No price: shoppers see 'Enquire for price.'"],
    [{ price: 10 }, "noPrice", "No price: shoppers see 'Enquire for price.'"],
    // Spec 000 §5: "Dealer comments empty or only '|' give 'Dealer comments are pending…'".
    [{ dealerComments: null }, "noComments", "No dealer comments: the page says 'Dealer comments are pending. Please check back here later.'"],
    [{ dealerComments: " | " }, "noComments", "No dealer comments: the page says 'Dealer comments are pending. Please check back here later.'"],
    [{ km: 0 }, "noKm", "No odometer reading on a used car"],
    [{ carType: "demo", km: 0 }, "noKm", "No odometer reading on a demo car"],
    [{ vin: null }, "noVin", "No VIN"],
    [{ variant: null }, "noVariant", "No variant data (engine, fuel use, dimensions…)"],
    [{ variant: { cylinders: null, geartype: "" } }, "noVariant", "No variant data (engine, fuel use, dimensions…)"],
    [{ regplate: null }, "noRego", "No registration plate on a used car"],
    [{ createdAt: daysAgo(61) }, "longInStock", "In stock for 61 days"],
    [{ createdAt: daysAgo(91) }, "staleInStock", "In stock for 91 days"],
    // Issue 32: Harbour Toyota's rule, "under seven years old with fewer than 140,000 km".
    [{ certified: true, year: 2018 }, "certifiedOutsideRule", "Listed as Certified Pre-Owned at 8 years old: the program takes cars under 7 years and 140,000 km"],
    [{ certified: true, km: 152_300 }, "certifiedOutsideRule", "Listed as Certified Pre-Owned at 152,300 km: the program takes cars under 7 years and 140,000 km"],
    [{ certified: true, year: 2017, km: 140_000 }, "certifiedOutsideRule", "Listed as Certified Pre-Owned at 9 years old and 140,000 km: the program takes cars under 7 years and 140,000 km"],
  ] as [Partial<QualityCar>, string, string][])("%j → %s", (car, code, message) => {
    expect(score(car).reasons).toEqual([expect.objectContaining({ code, message })]);
  });

  it.each([
    [{ carType: "new", km: 0, regplate: null }],
    [{ carType: "demo", regplate: null }],
    [{ price: 0, subscriptionPrice: 99 }, { offersSubscriptions: true }],
    [{ createdAt: daysAgo(60) }],
    [{ certified: true, year: 2020, km: 139_999 }],
    [{ certified: false, year: 2010, km: 250_000 }],
  ] as [Partial<QualityCar>, Partial<QualitySite>?][])("does not count %j against the listing", (car, on = {}) => {
    expect(score(car, on)).toEqual({ score: 100, reasons: [] });
  });

  it("adds up the points lost, worst reason first, never below 0", () => {
    const poor = score({ photos: 2, price: 0, dealerComments: "", km: 0, vin: null, variant: null, regplate: null, createdAt: daysAgo(120) });
    expect(poor.score).toBe(0);
    expect(poor.reasons.map((r) => [r.code, r.points])).toEqual([
      ["belowTemplateMinimum", 30], ["noPrice", 25], ["noComments", 10], ["noKm", 10], ["noVin", 10], ["staleInStock", 10], ["noVariant", 5], ["noRego", 5],
    ]);
    expect(score({ price: 0, vin: null }).score).toBe(65);
  });

  it("sorts worst first, the longest in stock first among equals", () => {
    const rows = [
      { name: "fine", quality: score({}), createdAt: daysAgo(1) },
      { name: "no price, new", quality: score({ price: 0 }), createdAt: daysAgo(1) },
      { name: "no price, old", quality: score({ price: 0 }), createdAt: daysAgo(30) },
    ];
    expect(rows.sort(compareListingQuality).map((r) => r.name)).toEqual(["no price, old", "no price, new", "fine"]);
  });
});
