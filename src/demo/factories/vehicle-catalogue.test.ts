import { describe, expect, it } from "vitest";
import { feedFuelType } from "@/domain/fuel/feed-fuel";
import { CATALOGUE } from "./vehicle-catalogue";

describe("the demo vehicle catalogue's fuel types (issue 32: Honda e:HEV hybrids were listed as petrol)", () => {
  const badges = CATALOGUE.filter((model) => model.fuel !== null).flatMap((model) => model.badges.map((badge) => ({ model, badge })));

  it("gives every badge the fuel the feed mapping reads from its model's fuel and its name", () => {
    const wrong = badges
      .filter(({ model, badge }) => feedFuelType({ simpleFuel: model.fuel, badge: badge.name }) !== (badge.fuel ?? model.fuel))
      .map(({ model, badge }) => `${model.make} ${model.model} ${badge.name}: ${badge.fuel ?? model.fuel}`);
    expect(wrong).toEqual([]);
  });

  it("lists Honda's e:HEV grades as hybrids", () => {
    const eHev = badges.filter(({ model, badge }) => model.make === "Honda" && badge.name.includes("e:HEV"));
    expect(eHev.length).toBeGreaterThan(0);
    expect(eHev.every(({ badge }) => badge.fuel === "Hybrid")).toBe(true);
  });
});
