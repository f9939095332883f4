import { describe, expect, it } from "vitest";
import { InvalidSiteConfigError, parseSiteConfig } from "./parse-site-config";
import { describeSearchFilters } from "./search-filters";

const valid = {
  slug: "harbour-toyota",
  name: "Harbour Toyota",
  template: "manufacturer",
  address: { city: "Newcastle", state: "NSW" },
  theme: { primary: "#eb0a1e", accent: "#1a1a1a", wordmark: "Harbour Toyota" },
  navigation: { header: [{ label: "Home", href: "/" }] },
  searchFilters: [[{ field: "dealership_slug", values: ["harbour-toyota"] }]],
};

describe("parseSiteConfig", () => {
  it("fills the specification's defaults", () => {
    const config = parseSiteConfig(valid, "harbour-toyota");
    expect(config.includeSoldCarsDays).toBe(3); // "Sold cars stay visible for a configured number of days (default 3)"
    expect(config.noPriceText).toBe("Enquire for price."); // "configured no-price text (default 'Enquire for price.')"
    expect(config.soldTagText).toBe("JUST SOLD"); // "Out of stock shows a sold tag (default JUST SOLD)"
    expect(config.justArrivedDays).toBe(8); // "created within a configured number of days (default 8)"
    expect(config.defaultInterestRate).toBe(10); // "Default finance calculator interest rate 10"
    expect(config.promoTiles.positions).toEqual([8, 17]); // "card positions 8 and 17"
    expect(config.reserveDeposit).toBe(200); // "default '$200'"
    expect(config.similarCarsButtonText).toBe("Find Me Something Similar");
    expect(config.reviews.minimumRating).toBe(4);
  });

  it.each([
    ["template", { template: "flashy" }],
    ["theme.primary", { theme: { ...valid.theme, primary: "red" } }],
    ["searchFilters", { searchFilters: [] }],
    ["searchFilters.0.0.field", { searchFilters: [[{ field: "colour", values: ["red"] }]] }],
    ["buttons.1", { buttons: ["enquire", "teleport"] }],
    ["includeSoldCarsDays", { includeSoldCarsDays: -1 }],
    ["slug", { slug: "Harbour Toyota" }],
  ])("names the site and the field %s when it is invalid", (field, patch) => {
    expect(() => parseSiteConfig({ ...valid, ...patch }, "harbour-toyota")).toThrow(InvalidSiteConfigError);
    try {
      parseSiteConfig({ ...valid, ...patch }, "harbour-toyota");
    } catch (error) {
      const e = error as InvalidSiteConfigError;
      expect(e.message).toContain("Invalid configuration for site 'harbour-toyota'");
      expect(e.fields).toContain(field);
      expect(e.message).toContain(`${field}:`);
    }
  });

  it("rejects unknown keys so a typo is not silently ignored", () => {
    expect(() => parseSiteConfig({ ...valid, showVehicleLocaton: false }, "x")).toThrow(/Invalid configuration for site 'x'/);
  });
});

describe("describeSearchFilters", () => {
  it("renders AND of OR groups", () => {
    expect(
      describeSearchFilters([
        [{ field: "dealership_slug", values: ["a", "b"] }],
        [{ field: "make", values: ["Toyota"] }, { field: "car_type", values: ["used"] }],
      ]),
    ).toBe("dealership_slug:(a OR b) AND (make:Toyota OR car_type:used)");
  });
});
