import { describe, expect, it } from "vitest";
import { locationFixture } from "../../../tests/factories/location-fixture";
import { locationsJsonLd } from "./location-json-ld";
import { serializeJsonLd } from "./vehicle-json-ld";

const url = "https://harbourtoyota.example/locations/harbour-toyota-broadmeadow";
type Json = Record<string, unknown> & { openingHoursSpecification: unknown[]; department: { "@type": string; name: string; openingHoursSpecification: unknown[] }[] };

describe("locationsJsonLd (issue 13: every location page carries AutoDealer JSON-LD with its opening hours)", () => {
  const ld = JSON.parse(serializeJsonLd(locationsJsonLd([{ location: locationFixture(), url, imageUrl: "https://harbourtoyota.example/x.jpg" }]))) as Json;

  it("is one AutoDealer with its address, position, phone and rating", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org", "@type": "AutoDealer", name: "Harbour Toyota Broadmeadow", url, telephone: "(02) 5550 1100", image: "https://harbourtoyota.example/x.jpg",
      address: { "@type": "PostalAddress", streetAddress: "215 Lambton Road", addressLocality: "Broadmeadow", addressRegion: "NSW", postalCode: "2292", addressCountry: "AU" },
      geo: { "@type": "GeoCoordinates", latitude: -32.92, longitude: 151.73 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.56, reviewCount: 12 },
      parentOrganization: { name: "Harbour Toyota" },
    });
  });

  it("gives the sales hours grouped by identical days, closed days left out, and holidays as dated entries", () => {
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:30", closes: "17:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2025-12-25", validThrough: "2025-12-25", opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2025-12-26", validThrough: "2025-12-26", opens: "09:00", closes: "13:00" },
    ]);
  });

  it("lists service and parts as departments with their own hours", () => {
    expect(ld.department.map((d) => [d["@type"], d.name, d.openingHoursSpecification[0]])).toEqual([
      ["AutoRepair", "Harbour Toyota Broadmeadow Service", { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:30", closes: "17:00" }],
      ["AutoPartsStore", "Harbour Toyota Broadmeadow Parts", { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" }],
    ]);
  });

  it("leaves out what is unknown and makes a graph for several locations", () => {
    const bare = locationsJsonLd([{ location: locationFixture({ phone: null, rating: null, hours: { sales: [] }, specialHours: [] }), url }]);
    expect(Object.keys(bare)).not.toEqual(expect.arrayContaining(["telephone", "aggregateRating", "department", "image"]));
    expect(bare.openingHoursSpecification).toEqual([]);
    const graph = locationsJsonLd([{ location: locationFixture(), url }, { location: locationFixture({ slug: "b", name: "B" }), url: `${url}-b` }]);
    expect((graph["@graph"] as unknown[]).length).toBe(2);
  });
});
