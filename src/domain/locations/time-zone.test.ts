import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, timeZoneOfState } from "./time-zone";

describe("timeZoneOfState (a location's clock is its state's)", () => {
  it.each([
    ["QLD", "Australia/Brisbane"], ["NSW", "Australia/Sydney"], ["ACT", "Australia/Sydney"], ["VIC", "Australia/Melbourne"],
    ["TAS", "Australia/Hobart"], ["SA", "Australia/Adelaide"], ["NT", "Australia/Darwin"], ["WA", "Australia/Perth"],
    [" nsw ", "Australia/Sydney"],
  ])("%s → %s", (state, zone) => expect(timeZoneOfState(state)).toBe(zone));

  it.each([[null], [undefined], [""], ["XYZ"]])("an unknown state %j reads the spec's default state, Queensland", (state) => {
    expect(DEFAULT_TIME_ZONE).toBe("Australia/Brisbane");
    expect(timeZoneOfState(state)).toBe("Australia/Brisbane");
  });
});
