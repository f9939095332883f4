import { formatWholeNumber } from "@/domain/pricing/format-dollars";

/**
 * The Certified Pre-Owned rule the demo's Toyota dealer states on its warranty page: "under seven years old with fewer
 * than 140,000 km" (Toyota's own program rule). Age is counted in model years.
 */
export const CERTIFIED_PRE_OWNED_RULE = { underYears: 7, underKm: 140_000 } as const;

export type CertifiedCandidate = { year: number; km: number };

/** How far a car is outside the rule, in words, or null when it qualifies. */
export function certifiedRuleBreaches(car: CertifiedCandidate, currentYear: number): string[] {
  const age = currentYear - car.year;
  return [
    age >= CERTIFIED_PRE_OWNED_RULE.underYears ? `${age} years old` : null,
    car.km >= CERTIFIED_PRE_OWNED_RULE.underKm ? `${formatWholeNumber(car.km)} km` : null,
  ].filter((breach) => breach !== null);
}

export function meetsCertifiedRule(car: CertifiedCandidate, currentYear: number): boolean {
  return certifiedRuleBreaches(car, currentYear).length === 0;
}
