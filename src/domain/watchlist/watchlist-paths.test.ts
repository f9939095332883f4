import { describe, expect, it } from "vitest";
import { watchlistSaveHref, watchlistSavePath } from "./watchlist-paths";

describe("watchlistSavePath", () => {
  it.each([
    [12, "/cars/2020-kia-rio", "/my-garage/save?car_id=12&back=%2Fcars%2F2020-kia-rio"],
    [12, null, "/my-garage/save?car_id=12"],
  ])("car %d, back %j → %s", (carId, back, path) => {
    expect(watchlistSavePath(carId, back)).toBe(path);
  });

  it("the save control's link comes back to the car's page", () => {
    expect(watchlistSaveHref({ id: 7, slug: "x" })).toBe("/my-garage/save?car_id=7&back=%2Fcars%2Fx");
  });
});
