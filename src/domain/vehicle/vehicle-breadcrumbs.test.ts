import { describe, expect, it } from "vitest";
import { vehicleBreadcrumbs } from "./vehicle-breadcrumbs";

// Spec 001 §2: "Breadcrumbs: /search/{car_type}/ and /used-car/{car_type}/ with make, model and simple_body levels."
describe("vehicleBreadcrumbs", () => {
  it("has the car type, make, model and body levels", () => {
    expect(vehicleBreadcrumbs({ carType: "used", make: "Mazda", model: "CX-5", body: "SUV" })).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Mazda", href: "/search/mazda?car_type=used" },
      { label: "CX-5", href: "/search/mazda/cx-5?car_type=used" },
      { label: "SUV", href: "/search/mazda/cx-5?body=SUV&car_type=used" },
    ]);
  });
  it("leaves the body level out for a car without a body", () => {
    expect(vehicleBreadcrumbs({ carType: "new", make: "Yamaha", model: "WR450F", body: null }).map((crumb) => crumb.label)).toEqual(["Home", "New Cars", "Yamaha", "WR450F"]);
  });
});
