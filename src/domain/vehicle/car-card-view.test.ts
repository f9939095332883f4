import { describe, expect, it } from "vitest";
import type { CarSummary } from "@/domain/car/car";
import { carCardView, type CarCardConfig } from "./car-card-view";

const now = new Date("2026-11-20T00:00:00Z");
const car = (overrides: Partial<CarSummary> = {}): CarSummary => ({
  id: 7, slug: "2022-mazda-cx-5-u7", name: "2022 Mazda CX-5 Maxx", year: 2022, make: "Mazda", model: "CX-5", badge: "Maxx", body: "SUV", fuel: "Petrol",
  transmission: "Automatic", drive: "AWD", colour: "Red", km: 42_302, price: 30_990, beforePrice: null, subscriptionPrice: null, preorder: false,
  priceType: "Excl. Government Charges", carType: "used", status: "in_stock", soldAt: null, tag: null, reserved: false, certified: false, city: "Maitland",
  state: "NSW", locationName: "Harbour Mazda Maitland", dealershipId: 1, dealershipName: "Harbour Mazda", dealershipSlug: "harbour-mazda", primaryImageUrl: "/media/cx5.svg",
  createdAt: new Date("2026-10-01T00:00:00Z"), views: 12,
  financeLenders: { youx: { interestRate: 9.99, comparisonRate: 10.4 } }, ...overrides,
});
const config: CarCardConfig = {
  offersSubscriptions: false, noPriceText: "Enquire for price.", showFuelTags: true, certifiedFeature: true, soldTagText: "JUST SOLD", justArrivedDays: 8,
  financeProvider: "youx", excludedFinanceDealerships: [], defaultInterestRate: 9.99, strictFavourites: false, showViewCount: true,
  similarCarsButtonText: "Find Me Something Similar",
};

describe("carCardView", () => {
  it("gives the card its line of facts, its location, price and weekly estimate", () => {
    const view = carCardView(car(), config, now);
    expect(view).toMatchObject({ facts: "2022 · 42,302 km · Automatic · Petrol", location: "Harbour Mazda Maitland", tag: null, views: 12, favourite: true });
    expect(view.price).toEqual({ kind: "price", amount: 30_990, tradeInApplied: false });
    expect(view.weeklyEstimate).toBeGreaterThan(0);
    expect(view.actions.map((action) => action.label)).toEqual(["Enquire Now", "Get Finance"]);
  });

  it.each<[string, Partial<CarSummary>, Partial<CarCardConfig>, Partial<ReturnType<typeof carCardView>>]>([
    ["a sold car: the sold tag, no finance estimate (spec 000 §5), no favourite", { status: "sold" }, {}, { tag: { text: "JUST SOLD", tone: "sold" }, weeklyEstimate: null, favourite: false, actions: [{ label: "Find Me Something Similar", href: "/search/mazda/cx-5" }] }],
    ["the certified badge", { certified: true, make: "Toyota" }, {}, { tag: { text: "Toyota Certified", tone: "certified" } }],
    ["a fuel tag", { fuel: "Hybrid" }, {}, { tag: { text: "Hybrid" } }],
    ["no finance provider: no estimate", {}, { financeProvider: null }, { weeklyEstimate: null }],
    // Issue 32 §8: one eligibility rule for every place that shows finance, the card's estimate too.
    ["spec 000 §5 'the manufacturer is not Suzuki': no estimate, no Get Finance", { make: "Suzuki" }, {}, { weeklyEstimate: null, actions: [expect.objectContaining({ label: "Enquire Now" })] }],
    ["no lender entry for the site's provider: no estimate", { financeLenders: {} }, {}, { weeklyEstimate: null }],
    ["an excluded dealership: no estimate", {}, { excludedFinanceDealerships: ["harbour-mazda"] }, { weeklyEstimate: null }],
    ["view counts switched off", {}, { showViewCount: false }, { views: null }],
    ["no views yet", { views: 0 }, {}, { views: null }],
    ["no location name: the city", { locationName: null }, {}, { location: "Maitland" }],
    ["neither: no location", { locationName: null, city: null }, {}, { location: null }],
    ["strict favourites and a new car: no favourite", { carType: "new" }, { strictFavourites: true }, { favourite: false }],
  ])("%s", (_, overrides, configOverrides, expected) => {
    expect(carCardView(car(overrides), { ...config, ...configOverrides }, now)).toMatchObject(expected);
  });
});
