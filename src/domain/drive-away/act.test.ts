import { describe, expect, it } from "vitest";
import { ACT } from "./act";
import { vehicle } from "../../../tests/fixtures/charge-vehicle-fixture";

describe("ACT — duty turns on emissions and changed on 1 September 2025: every line says it is not available rather than guessing", () => {
  it.each([
    ["a $30,000 petrol car", vehicle()],
    ["a $90,000 electric car", vehicle({ value: 90_000, fuel: "electric" })],
    ["a used $45,000 ute", vehicle({ value: 45_000, passenger: false, previouslyRegistered: true })],
  ])("%s", (_name, car) => {
    const duty = ACT.duty(car);
    expect(duty.amount).toBeNull();
    expect(duty.note).toContain("1 September 2025");
    expect(duty.source?.url).toBe("https://www.revenue.act.gov.au/duties/motor-vehicle-duty");
    expect([ACT.registration(car).amount, ACT.ctp(car).amount, ACT.plates(car).amount]).toEqual([null, null, null]);
  });
});
