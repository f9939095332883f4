import { describe, expect, it } from "vitest";
import { vehiclePath } from "./vehicle-path";

describe("vehiclePath", () => {
  it("is the car's page", () => expect(vehiclePath("2021-toyota-hilux-sr5-t123")).toBe("/cars/2021-toyota-hilux-sr5-t123"));
  it("encodes the slug", () => expect(vehiclePath("2021 hilux/x")).toBe("/cars/2021%20hilux%2Fx"));
});
