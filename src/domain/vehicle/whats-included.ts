import type { CarType } from "@/domain/car/car";
import { hasEngine } from "./engine";

type IncludedFacts = { carType: CarType; itemType: string | null; certified: boolean; hasHistoryReport: boolean };

/**
 * The What's Included tab (spec 000 §2 info tabs). Used cars: spec 000 §9 "Used-car guarantee: 48 hour money
 * back, 12 months roadside assist". New and demo: the warranty's balance, roadside assist, pre-delivery
 * inspection, and a full tank only for something with an engine (issue 32: not a caravan or trailer).
 */
export function whatsIncluded(car: IncludedFacts): string[] {
  if (car.carType === "used") {
    return [
      "48 hour money back guarantee",
      "12 months roadside assist",
      ...(car.certified ? ["1 extra year of Toyota warranty", "90-point inspection"] : []),
      ...(car.hasHistoryReport ? ["Vehicle history report"] : []),
    ];
  }
  return [
    "The balance of the manufacturer's new vehicle warranty",
    "Roadside assist for the warranty period",
    hasEngine(car) ? "Pre-delivery inspection and a full tank" : "Pre-delivery inspection",
    ...(car.carType === "demo" ? ["Demonstrator service history"] : []),
  ];
}
