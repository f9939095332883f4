import { describe, expect, it } from "vitest";
import { compareRows, differingRows, type CompareCar } from "./compare-rows";

type Shown = Extract<CompareCar, { kind: "shown" }>;

function shown(id: number, car: Partial<Shown["car"]> = {}, extra: Partial<Omit<Shown, "kind" | "car">> = {}): Shown {
  return {
    kind: "shown",
    car: {
      id, slug: `car-${id}`, name: `Car ${id}`, primaryImageUrl: null, status: "in_stock", features: [], km: 12_345, transmission: "Automatic", trans: null,
      body: "SUV", bodyconfiguration: null, fuel: "Petrol", year: 2022, colour: "White", interiorColour: null, drive: null, engineSizeLitres: 2.5, seats: 5,
      doors: null, stocknum: `S${id}`, vin: null, regplate: null, buildDate: null, complianceDate: null, variant: { fuelconsumptioncombined: 7.4 }, specifications: null,
      ...car,
    },
    price: { kind: "price", amount: 30_000, tradeInApplied: false }, priceType: null, driveAway: null, weeklyEstimate: 132, marketBadge: false,
    ...extra,
  };
}

const byKey = (cars: CompareCar[], withDriveAway = false) => Object.fromEntries(compareRows(cars, { withDriveAway }).map((row) => [row.key, row]));

describe("compareRows (issue 35 §1: the spec table)", () => {
  it("lists the issue's rows in its order, each value as the card and vehicle page show it", () => {
    const rows = compareRows([shown(1, { features: ["Sunroof", "Bluetooth"] }, { marketBadge: true, driveAway: { total: 33_450, complete: false } })], { withDriveAway: true });
    expect(rows.map((row) => [row.label, row.values[0]])).toEqual([
      ["Price", "$30,000"],
      ["Drive-away estimate", "At least $33,450"],
      ["Finance", "$132/wk"],
      ["Odometer", "12,345 km"],
      ["Year", "2022"],
      ["Engine", "2.5 L"],
      ["Transmission", "Automatic"],
      ["Fuel", "Petrol"],
      ["Fuel consumption", "7.4 L/100 km"],
      ["Seats", "5"],
      ["Body", "SUV"],
      ["Colour", "White"],
      ["Features", "Bluetooth, Sunroof"],
      ["Market price", "Below market price"],
    ]);
  });

  it.each([
    ["a was price", { price: { kind: "price", amount: 28_000, wasPrice: 30_000, tradeInApplied: false } }, "$28,000 (was $30,000)"],
    ["no price", { price: { kind: "enquire", text: "Enquire for price." } }, "Enquire for price."],
    ["a pre-order", { price: { kind: "preorder" } }, "PREORDER"],
    ["a subscription", { price: { kind: "subscription", amount: 199 } }, "Subscription $199"],
  ] as const)("the price row follows the card's rules: %s", (_, extra, text) => {
    expect(byKey([shown(1, {}, extra)]).price!.values).toEqual([text]);
  });

  it("the drive-away row is left out without a postcode, and says nothing for a car without an estimate", () => {
    expect(byKey([shown(1)])["drive-away"]).toBeUndefined();
    expect(byKey([shown(1, {}, { driveAway: { total: 40_100, complete: true } }), shown(2)], true)["drive-away"]!.values).toEqual(["$40,100", null]);
  });

  it("marks the rows that differ, a missing value counting as a value", () => {
    const rows = byKey([shown(1), shown(2, { km: 80_000, seats: null }), shown(3)]);
    expect(Object.values(rows).filter((row) => row.differs).map((row) => row.key)).toEqual(["km", "seats"]);
    expect(rows.seats!.values).toEqual(["5", null, "5"]);
  });

  it("features differ as sets: the same list in another order is the same", () => {
    expect(byKey([shown(1, { features: ["A", "B"] }), shown(2, { features: ["B", "A"] })]).features!.differs).toBe(false);
  });

  it("a sold car stays, its price SOLD with no badge; a hidden car shows nothing and counts for no difference", () => {
    const rows = byKey([shown(1, { status: "sold" }, { marketBadge: true }), { kind: "hidden", id: 2 }, shown(3, { km: 99 })]);
    expect(rows.price!.values).toEqual(["SOLD", null, "$30,000"]);
    expect(rows.market!.values).toEqual([null, null, null]);
    expect(rows.km!.values).toEqual(["12,345 km", null, "99 km"]);
    expect(rows.year).toMatchObject({ values: ["2022", null, "2022"], differs: false });
  });

  it("one car, or only hidden cars, differ in nothing", () => {
    expect(compareRows([shown(1)], { withDriveAway: false }).some((row) => row.differs)).toBe(false);
    expect(compareRows([{ kind: "hidden", id: 1 }], { withDriveAway: false }).every((row) => row.values[0] === null && !row.differs)).toBe(true);
  });

  it("differences only keeps the differing rows and the price", () => {
    expect(differingRows(compareRows([shown(1), shown(2, { colour: "Red" })], { withDriveAway: false })).map((row) => row.key)).toEqual(["price", "colour"]);
  });
});
