import { describe, expect, it } from "vitest";
import { locationFixture } from "../../../tests/factories/location-fixture";
import { mainDepartment } from "./location";
import { locationView } from "./location-view";

// Wednesday 24 Dec 2025, 9:00 am AEDT in Broadmeadow (NSW).
const now = new Date("2025-12-23T22:00:00Z");

describe("locationView (what a location card, tab or page shows)", () => {
  const view = locationView(locationFixture(), now);

  it("gives the address, phone, rating with one decimal, licences and links", () => {
    expect(view.addressLines).toEqual(["215 Lambton Road", "Broadmeadow NSW 2292"]);
    expect(view.phone).toEqual({ display: "(02) 5550 1100", href: "tel:+61255501100" });
    expect(view.rating).toEqual({ value: "4.6", count: 12 });
    expect(view.licences).toEqual([{ label: "Dealer licence", number: "MD12345" }, { label: "Motor vehicle repairer licence", number: "MVRL54321" }]);
    expect(view.links).toEqual({
      page: "/locations/harbour-toyota-broadmeadow",
      stock: "/search/harbour-toyota-broadmeadow",
      contact: "/contact-us/harbour-toyota-broadmeadow",
      directions: "https://www.google.com/maps/dir/?api=1&destination=215%20Lambton%20Road%2C%20Broadmeadow%2C%20NSW%2C%202292&destination_place_id=ChIJtest",
    });
    expect(view.point).toEqual({ lat: -32.92, lng: 151.73 });
  });

  it("gives each department's hours and status on the location's clock, with the zone's abbreviation", () => {
    expect(view.zoneAbbreviation).toBe("AEDT");
    expect(view.departments.map((d) => [d.label, d.status.label, d.lines[0]])).toEqual([
      ["Sales", "Open now", { days: "Monday – Friday", hours: "8:30 am – 5:30 pm", today: true }],
      ["Service", "Open now", { days: "Monday – Friday", hours: "7:30 am – 5:00 pm", today: true }],
      ["Parts", "Open now", { days: "Monday – Friday", hours: "8:00 am – 5:00 pm", today: true }],
    ]);
    expect(view.status).toEqual(view.departments[0]!.status);
    expect(view.holidays.map((h) => h.name)).toEqual(["Christmas Day", "Boxing Day"]);
  });

  it("reads winter time in winter and leaves out what a location does not have", () => {
    const bare = locationView(locationFixture({ rating: { average: 0, count: 0 }, dealerLicenseNumber: null, motorVehicleRepairer: null, phone: null, address: { ...locationFixture().address, lat: null } }), new Date("2025-07-01T00:00:00Z"));
    expect(bare.zoneAbbreviation).toBe("AEST");
    expect([bare.rating, bare.phone, bare.point, bare.licences]).toEqual([null, null, null, []]);
  });

  it.each([
    ["sales", "sales"], [null, "sales"], ["service", "service"], ["service-and-parts", "service"], ["parts", "parts"],
  ] as const)("a %s location is about its %s department", (locationType, department) => expect(mainDepartment(locationFixture({ locationType }))).toBe(department));

  it("a service centre without service hours falls back to the first department it has; none gives no status", () => {
    expect(mainDepartment(locationFixture({ locationType: "service", hours: { parts: locationFixture().hours.parts } }))).toBe("parts");
    const none = locationView(locationFixture({ hours: {} }), now);
    expect([none.mainDepartment, none.status, none.departments]).toEqual([null, null, []]);
  });
});
