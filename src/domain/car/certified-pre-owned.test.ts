import { describe, expect, it } from "vitest";
import { certifiedRuleBreaches, meetsCertifiedRule } from "./certified-pre-owned";

describe("the Certified Pre-Owned rule: 'under seven years old with fewer than 140,000 km' (Harbour Toyota's warranty page)", () => {
  it.each([
    [{ year: 2020, km: 139_999 }, []],
    [{ year: 2019, km: 60_000 }, ["7 years old"]],
    [{ year: 2022, km: 140_000 }, ["140,000 km"]],
    [{ year: 2015, km: 210_500 }, ["11 years old", "210,500 km"]],
  ])("%j in 2026 → %j", (car, breaches) => {
    expect(certifiedRuleBreaches(car, 2026)).toEqual(breaches);
    expect(meetsCertifiedRule(car, 2026)).toBe(breaches.length === 0);
  });
});
