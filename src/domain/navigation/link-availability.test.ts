import { describe, expect, it } from "vitest";
import { isLinkAvailable, type SiteRouteAvailability } from "./link-availability";

const fullRange: SiteRouteAvailability = { contentPages: new Set(["about-us", "careers", "warranty"]), modelFilters: new Set(["suv", "vans"]), hasModels: true, hasOffers: true, hasOnlinePayment: true, hasSpinToWin: true, brandOverviews: new Set(["toyota"]) };
const usedYard: SiteRouteAvailability = { contentPages: new Set(["about-us"]), modelFilters: new Set(), hasModels: false, hasOffers: false, hasOnlinePayment: false, hasSpinToWin: false, brandOverviews: new Set() };

describe("isLinkAvailable (issue 13: 'A link to a page that does not apply to a site is left out of that site's menus')", () => {
  it.each<[string, SiteRouteAvailability, boolean]>([
    ["/about-us", fullRange, true],
    ["/careers", fullRange, true],
    ["/careers/", fullRange, true],
    ["/fleet", fullRange, false],
    ["/roadside-assist", usedYard, false],
    ["/models", fullRange, true],
    ["/models", usedYard, false],
    ["/models?body=suv", fullRange, true],
    ["/models?body=trucks", fullRange, false],
    ["/models?body=unknown", fullRange, false],
    ["/special-offers", fullRange, true],
    ["/special-offers", usedYard, false],
    ["/spin-to-win", fullRange, true],
    ["/spin-to-win", usedYard, false],
    ["/toyota/overview", fullRange, true],
    ["/ford/overview", fullRange, false],
    ["/toyota/overview", usedYard, false],
    ["/dealer-locator", usedYard, true],
    ["/finance", usedYard, true],
    ["/online-payment", fullRange, true],
    ["/online-payment", usedYard, false],
    ["/search/used-cars?price_max=20000", usedYard, true],
    ["/contact", usedYard, true],
    ["/", usedYard, true],
    ["https://www.toyota.com.au/", usedYard, true],
  ])("%s → %s", (href, availability, expected) => {
    expect(isLinkAvailable(href, availability)).toBe(expected);
  });
});
