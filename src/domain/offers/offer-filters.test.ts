import { describe, expect, it } from "vitest";
import { emptyResultsCard } from "@/domain/search/empty-results";
import { filterOffers, hasOfferFilters, offerCategories, parseOfferFilters, type FilterableOffer } from "./offer-filters";

const offer = (name: string, category: string | null, extra: Partial<FilterableOffer> = {}): FilterableOffer & { id: string } => ({
  id: name, name, descriptionText: "", category, model: null, manufacturer: null, ...extra,
});

const offers = [
  offer("RAV4 Hybrid 1.9% finance", "Finance offer", { model: { name: "RAV4" }, manufacturer: { name: "Toyota" }, descriptionText: "Comparison rate 2.9% p.a." }),
  offer("HiLux SR5 drive away", "Drive Away Offer", { model: { name: "HiLux" }, manufacturer: { name: "Toyota" }, descriptionText: "Includes a free tow bar." }),
  offer("Service special", null, { descriptionText: "Logbook service from $249." }),
];
const ids = (found: { id: string }[]) => found.map((o) => o.id);

describe("parseOfferFilters — spec 000 §7 'Offers-by-dealership search | categories, price, query'", () => {
  it.each([
    [{}, { categories: [], query: "" }],
    [{ categories: "Finance offer" }, { categories: ["Finance offer"], query: "" }],
    [{ categories: "Finance offer, Drive Away Offer,," }, { categories: ["Finance offer", "Drive Away Offer"], query: "" }],
    [{ categories: ["Finance offer", "Finance offer", " "] }, { categories: ["Finance offer"], query: "" }],
    [{ query: "  hilux  " }, { categories: [], query: "hilux" }],
    [{ query: ["rav4", "ignored"] }, { categories: [], query: "rav4" }],
    [{ query: "x".repeat(300) }, { categories: [], query: "x".repeat(100) }],
  ])("%j → %j", (params, expected) => expect(parseOfferFilters(params)).toEqual(expected));

  it("says whether anything filters", () => {
    expect(hasOfferFilters(parseOfferFilters({}))).toBe(false);
    expect(hasOfferFilters(parseOfferFilters({ query: "rav4" }))).toBe(true);
    expect(hasOfferFilters(parseOfferFilters({ categories: "Finance offer" }))).toBe(true);
  });
});

describe("filterOffers — issue 32 §2: '?categories=' and '?query=' filter the offers", () => {
  it.each([
    [{}, ["RAV4 Hybrid 1.9% finance", "HiLux SR5 drive away", "Service special"]],
    [{ categories: "finance offer" }, ["RAV4 Hybrid 1.9% finance"]],
    [{ categories: "Finance offer,Drive Away Offer" }, ["RAV4 Hybrid 1.9% finance", "HiLux SR5 drive away"]],
    [{ categories: "Nothing like it" }, []],
    [{ query: "hilux" }, ["HiLux SR5 drive away"]],
    [{ query: "toyota" }, ["RAV4 Hybrid 1.9% finance", "HiLux SR5 drive away"]],
    [{ query: "tow bar" }, ["HiLux SR5 drive away"]],
    [{ query: "logbook" }, ["Service special"]],
    [{ query: "fin" }, ["RAV4 Hybrid 1.9% finance"]],
    [{ query: "rav4 tow" }, []],
    [{ query: "toyota", categories: "Drive Away Offer" }, ["HiLux SR5 drive away"]],
    [{ query: "corolla" }, []],
  ])("%j → %j", (params, expected) => expect(ids(filterOffers(offers, parseOfferFilters(params)))).toEqual(expected));

  it("an offer filter that finds nothing gets spec 000 §8's offers card", () => {
    expect(filterOffers(offers, parseOfferFilters({ query: "corolla" }))).toEqual([]);
    expect(emptyResultsCard({ kind: "offers" })).toEqual({
      title: "No Results Available",
      message: "There appears to be no offers currently available that meet the conditions of your search",
      button: { text: "Clear Filters", href: "/special-offers" },
    });
  });
});

describe("offerCategories", () => {
  it("lists each category once, alphabetically, leaving out offers without one", () => {
    expect(offerCategories([...offers, offer("Another", "Finance offer")])).toEqual(["Drive Away Offer", "Finance offer"]);
  });
});
