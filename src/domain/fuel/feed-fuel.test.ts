import { describe, expect, it } from "vitest";
import { feedFuelType, type FeedFuel } from "./feed-fuel";

describe("feedFuelType — issue 32: 'a feed's fuel text containing hybrid markers such as e:HEV maps to Hybrid'", () => {
  it.each<[FeedFuel, string | null]>([
    [{ simpleFuel: "Petrol", badge: "e:HEV RS" }, "Hybrid"],
    [{ simpleFuel: "Petrol", fuelDetail: "Hybrid (Petrol/Electric)" }, "Hybrid"],
    [{ simpleFuel: "Petrol e:HEV" }, "Hybrid"],
    [{ simpleFuel: "Petrol", badge: "HEV Elite" }, "Hybrid"],
    [{ simpleFuel: "Diesel", badge: "GXL MHEV" }, "Hybrid"],
    [{ simpleFuel: "Petrol", badge: "Outlander PHEV Exceed" }, "Plug-in Hybrid"],
    [{ simpleFuel: "Hybrid", fuelDetail: "Plug-in Hybrid (Petrol/Electric)" }, "Plug-in Hybrid"],
    [{ simpleFuel: "Petrol", badge: "VTi L AWD" }, "Petrol"],
    [{ simpleFuel: "Petrol", badge: "Chevrolet Silverado LTZ" }, "Petrol"],
    [{ simpleFuel: " Diesel " }, "Diesel"],
    [{ simpleFuel: null, fuelDetail: "Unleaded Petrol 91" }, "Petrol"],
    [{ simpleFuel: "", fuelDetail: "Diesel" }, "Diesel"],
    [{ fuelDetail: "Electric" }, "Electric"],
    [{}, null],
  ])("%j → %j", (feed, fuel) => expect(feedFuelType(feed)).toBe(fuel));
});
