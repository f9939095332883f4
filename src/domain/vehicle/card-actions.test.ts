import { describe, expect, it } from "vitest";
import type { CarStatus } from "@/domain/car/car";
import { cardActions } from "./card-actions";

const car = (status: CarStatus) => ({ id: 42, slug: "2022-mazda-cx-5-u7", make: "Mazda", model: "CX-5", status });
const similar = { label: "Find Me Something Similar", href: "/search/mazda/cx-5" };
const enquire = { label: "Enquire Now", href: "/cars/2022-mazda-cx-5-u7/enquire" };
const finance = { label: "Get Finance", href: "/finance?car_id=42" };

// Spec 001 §4: "Car status: in_stock shows normal buttons; otherwise the card offers Find Me Something Similar."
// Spec 000 §4: "In stock means status in_stock or coming_soon".
describe("cardActions", () => {
  it.each<[string, CarStatus, boolean, unknown[]]>([
    ["in stock, financed: 'Enquire Now', 'Get Finance' (spec 001 §9 defaults)", "in_stock", true, [enquire, finance]],
    ["in stock, not financed (issue 32 §8): no Get Finance", "in_stock", false, [enquire]],
    ["coming soon counts as in stock", "coming_soon", true, [enquire, finance]],
    ["sold: 'Find Me Something Similar', nothing else", "sold", true, [similar]],
    ["'others': 'Find Me Something Similar'", "others", false, [similar]],
  ])("%s", (_, status, financeOffered, expected) => {
    expect(cardActions(car(status), { financeOffered, similarCarsText: "Find Me Something Similar" })).toEqual(expected);
  });

  it("uses the site's wording for the similar-cars button ('alternative wording on some sites')", () => {
    expect(cardActions(car("sold"), { financeOffered: false, similarCarsText: "Show Me Similar Cars" })[0]?.label).toBe("Show Me Similar Cars");
  });
});
