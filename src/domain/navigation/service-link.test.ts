import { describe, expect, it } from "vitest";
import { applyServiceLinkRule, brandServiceLink } from "./service-link";

const toyotaWithKey = { xtimeWebkey: "HTOYNEWC2292", manufacturer: { name: "Toyota" } };

describe("brandServiceLink (spec 001 §2: 'the service link reads with the brand name plus Service and points to /ford-service')", () => {
  it.each([
    [{ xtimeWebkey: "FORD123", manufacturer: { name: "Ford" } }, { label: "Ford Service", href: "/ford-service" }],
    [toyotaWithKey, { label: "Toyota Service", href: "/toyota-service" }],
    [{ xtimeWebkey: "K", manufacturer: { name: "Land Rover" } }, { label: "Land Rover Service", href: "/land-rover-service" }],
    [{ xtimeWebkey: undefined, manufacturer: { name: "Ford" } }, null],
    [{ xtimeWebkey: "", manufacturer: { name: "Ford" } }, null],
    [{ xtimeWebkey: "K", manufacturer: null }, null],
  ])("%j → %j", (config, expected) => {
    expect(brandServiceLink(config)).toEqual(expected);
  });
});

describe("applyServiceLinkRule", () => {
  it.each([
    [{ label: "Book a Service", href: "/service" }, toyotaWithKey, { label: "Toyota Service", href: "/toyota-service" }],
    [{ label: "Service", href: "/service" }, toyotaWithKey, { label: "Toyota Service", href: "/toyota-service" }],
    [{ label: "Book a Service", href: "/service" }, { xtimeWebkey: undefined, manufacturer: { name: "Toyota" } }, { label: "Book a Service", href: "/service" }],
    [{ label: "Warranty", href: "/warranty" }, toyotaWithKey, { label: "Warranty", href: "/warranty" }],
    [{ label: "Service booking", href: "/service#service-booking" }, toyotaWithKey, { label: "Service booking", href: "/service#service-booking" }],
  ])("%j with %j → %j", (link, config, expected) => {
    expect(applyServiceLinkRule(link, config)).toEqual(expected);
  });
});
