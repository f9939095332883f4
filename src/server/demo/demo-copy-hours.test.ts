import { describe, expect, it } from "vitest";
import { DEMO_CONTENT_PAGES } from "@/demo/content";
import { DEMO_TENANTS } from "@/demo/sites";
import { openingClaims, unmetOpeningClaims } from "@/domain/locations/opening-claims";
import { demoOpeningHours } from "./seed-demo";

/**
 * Issue 32: Value Used Cars' banner said "Now open 7 days" while its locations closed on Sunday. Every opening claim
 * in a demo site's copy (its configuration's banners, taglines and blocks, and its content pages) must hold for the
 * sales hours of each of its locations as the demo seeds them.
 */
describe("demo copy agrees with the demo's opening hours", () => {
  it.each(DEMO_TENANTS.map((tenant) => [tenant.config.slug, tenant] as const))("%s", (_slug, tenant) => {
    const copy = JSON.stringify([tenant.config, DEMO_CONTENT_PAGES[tenant.config.slug] ?? []]);
    const claims = openingClaims(copy);
    const unmet = tenant.dealerships.flatMap((dealership) =>
      dealership.locations.flatMap((location) => {
        const open = demoOpeningHours(location.slug, 0).filter((row) => row.department === "sales" && row.status === "Open").map((row) => row.weekday);
        return unmetOpeningClaims(claims, open).map((claim) => `${location.slug}: '${claim.phrase}' but closed on ${claim.closed.join(", ")}`);
      }),
    );
    expect(unmet).toEqual([]);
  });

  it("finds the claims it checks (the check is not vacuous)", () => {
    expect(openingClaims(JSON.stringify(DEMO_TENANTS.map((tenant) => tenant.config))).length + openingClaims(JSON.stringify(DEMO_CONTENT_PAGES)).length).toBeGreaterThan(0);
  });
});
