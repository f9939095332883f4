import type { VehicleAd } from "./vehicle-ad";

/** A vehicle ad for the feed tests; tests override what they exercise. */
export function vehicleAd(overrides: Partial<VehicleAd> = {}): VehicleAd {
  return {
    id: "3-U1234", stocknum: "U1234", vin: "JTMZD33V105123456", name: "2021 Toyota RAV4 GXL Auto AWD", make: "Toyota", model: "RAV4", badge: "GXL", year: 2021,
    km: 41_200, price: 38_990, beforePrice: null, carType: "used", status: "in_stock", reserved: false, certified: false, body: "SUV", fuel: "Hybrid",
    transmission: "Automatic", drive: "AWD", colour: "Glacier White", itemType: "car", dealerComments: "One owner.|Full service history.",
    createdAt: new Date("2026-02-01T00:00:00Z"), link: "https://harbourtoyota.example/cars/2021-toyota-rav4-gxl-u1234",
    imageLinks: ["https://harbourtoyota.example/media/photos/1/VTEwMDE/0123456789abcdef0123456789abcdef?w=1280&fm=jpeg&q=75", "https://harbourtoyota.example/media/photos/1/VTEwMDE/fedcba9876543210fedcba9876543210?w=1280&fm=jpeg&q=75"],
    dealership: { slug: "harbour-toyota", name: "Harbour Toyota" },
    location: { storeCode: "harbour-toyota-broadmeadow", name: "Harbour Toyota Broadmeadow", street: "215 Lambton Road", city: "Broadmeadow", state: "NSW", postcode: "2292", lat: -32.92, lng: 151.73, phone: "(02) 5550 1100" },
    ...overrides,
  };
}
