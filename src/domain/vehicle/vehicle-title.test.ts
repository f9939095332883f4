import { describe, expect, it } from "vitest";
import { showsCertifiedBadge, vehicleSubtitle, type CertifiedCar, type TitledCar } from "./vehicle-title";

const titled = (o: Partial<TitledCar> = {}): TitledCar => ({ colour: "Glacier White", gearnum: 6, transmission: "Automatic", bodyconfiguration: "Dual Cab Utility", body: "Ute", ...o });

// Spec 000 §2: "title (optionally with colour, gear count, transmission, body configuration)".
describe("vehicleSubtitle", () => {
  it.each<[string, TitledCar, string]>([
    ["everything", titled(), "Glacier White · 6 speed Automatic · Dual Cab Utility"],
    ["no gear count", titled({ gearnum: null }), "Glacier White · Automatic · Dual Cab Utility"],
    ["no body configuration falls back to the body", titled({ bodyconfiguration: null }), "Glacier White · 6 speed Automatic · Ute"],
    ["'null' and empty values dropped", titled({ colour: "null", transmission: "" }), "Dual Cab Utility"],
    ["nothing", titled({ colour: null, transmission: null, bodyconfiguration: null, body: null }), ""],
  ])("%s", (_, car, expected) => expect(vehicleSubtitle(car)).toBe(expected));
});

// Spec 000 §5: "Certified badge only for Toyota, certified true, feature on, and not sold."
describe("showsCertifiedBadge", () => {
  const car = (o: Partial<CertifiedCar> = {}): CertifiedCar => ({ make: "Toyota", certified: true, status: "in_stock", ...o });
  it.each<[string, CertifiedCar, boolean, boolean]>([
    ["Toyota, certified, feature on, in stock", car(), true, true],
    ["another make", car({ make: "Mazda" }), true, false],
    ["not certified", car({ certified: false }), true, false],
    ["feature off", car(), false, false],
    ["sold", car({ status: "sold" }), true, false],
    ["coming soon is not sold", car({ status: "coming_soon" }), true, true],
  ])("%s", (_, input, feature, expected) => expect(showsCertifiedBadge(input, feature)).toBe(expected));
});
