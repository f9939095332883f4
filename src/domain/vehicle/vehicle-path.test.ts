import { describe, expect, it } from "vitest";
import { vehicleEnquirePath, vehiclePath } from "./vehicle-path";

describe("vehiclePath", () => {
  it("is the car's page", () => expect(vehiclePath("2021-toyota-hilux-sr5-t123")).toBe("/cars/2021-toyota-hilux-sr5-t123"));
  it("encodes the slug", () => expect(vehiclePath("2021 hilux/x")).toBe("/cars/2021%20hilux%2Fx"));
});

describe("vehicleEnquirePath", () => {
  it("is the page of the vehicle's forms", () => expect(vehicleEnquirePath("2021-toyota-hilux-sr5-t123", "test-drive")).toBe("/cars/2021-toyota-hilux-sr5-t123/enquire?form=test-drive"));
  it("without a form, the page's default (the enquiry)", () => expect(vehicleEnquirePath("2021-toyota-hilux-sr5-t123")).toBe("/cars/2021-toyota-hilux-sr5-t123/enquire"));
});
