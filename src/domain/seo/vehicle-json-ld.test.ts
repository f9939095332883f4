import { describe, expect, it } from "vitest";
import { serializeJsonLd, vehicleJsonLd, type VehicleJsonLdInput } from "./vehicle-json-ld";

const input = (o: Partial<VehicleJsonLdInput> = {}): VehicleJsonLdInput => ({
  car: {
    name: "2021 Toyota HiLux SR5", make: "Toyota", model: "HiLux", year: 2021, badge: "SR5", body: "Ute", fuel: "Diesel", transmission: "Automatic",
    drive: "4x4", colour: "Glacier White", interiorColour: "null", km: 45_210, vin: "MR0HA3CD100123456", stocknum: "U1234", carType: "used", status: "in_stock", seats: 5, doors: 4,
  },
  url: "https://harbourtoyota.example/cars/2021-toyota-hilux-sr5-u1234",
  images: ["https://harbourtoyota.example/media/vehicles/ute/ffffff/front-34/1.svg"],
  description: "One owner.",
  price: { kind: "price", amount: 52_990, tradeInApplied: false },
  seller: { name: "Harbour Toyota", city: "Newcastle", state: "NSW" },
  ...o,
});

describe("vehicleJsonLd", () => {
  it("describes a schema.org Car with its offer", () => {
    const ld = vehicleJsonLd(input());
    expect(ld).toMatchObject({
      "@context": "https://schema.org", "@type": "Car", name: "2021 Toyota HiLux SR5", vehicleIdentificationNumber: "MR0HA3CD100123456",
      bodyType: "Ute", fuelType: "Diesel", vehicleTransmission: "Automatic", driveWheelConfiguration: "4x4", color: "Glacier White",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 45_210, unitCode: "KMT" },
      image: ["https://harbourtoyota.example/media/vehicles/ute/ffffff/front-34/1.svg"],
      itemCondition: "https://schema.org/UsedCondition",
      offers: { "@type": "Offer", price: 52_990, priceCurrency: "AUD", availability: "https://schema.org/InStock", seller: { "@type": "AutoDealer", name: "Harbour Toyota" } },
    });
    expect(ld).not.toHaveProperty("vehicleInteriorColor");
  });
  it("a sold car is SoldOut; a car without a price has no price", () => {
    const ld = vehicleJsonLd(input({ car: { ...input().car, status: "sold" }, price: { kind: "enquire", text: "Enquire for price." } }));
    expect(ld.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    expect(ld.offers).not.toHaveProperty("price");
  });
});

describe("serializeJsonLd", () => {
  const hostile = ["</script><script>alert(1)</script>", "<!--", "<!-- <script>", "]]>", "a & b", "\u2028\u2029"];
  it.each(hostile)("%j cannot break out of the script element and round-trips", (text) => {
    const json = serializeJsonLd({ description: text });
    expect(json).not.toMatch(/<|>/);
    expect(json.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(json)).toEqual({ description: text });
  });
});
