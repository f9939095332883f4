/**
 * Money and kilometre inputs (spec 001 §5): money fields show a $ prefix with thousands separators,
 * km fields the suffix ' kms'. Typed text is read back to whole numbers here, never with parseFloat.
 */

/** Spec 001 §5: quick-pick amounts, $5,000 to $70,000 (its alternative list, $300,000 to $800,000, no form uses). */
export const MONEY_QUICK_PICKS = [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000] as const;

const MONEY_PATTERN = /^\$?\s*\d{1,3}(,\d{3})*$|^\$?\s*\d+$/;
const KMS_PATTERN = /^(\d{1,3}(,\d{3})*|\d+)\s*(kms?)?$/i;

/** "$30,000", "30000" or 30000 → 30000; anything else (decimals, words, negatives) → null. */
export function parseMoneyInput(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!MONEY_PATTERN.test(text)) return null;
  return Number(text.replace(/[$,\s]/g, ""));
}

/** "85,000 kms", "85000" or 85000 → 85000; anything else → null. */
export function parseKmInput(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!KMS_PATTERN.test(text)) return null;
  return Number(text.replace(/[^\d]/g, ""));
}

/** 85000 → "85,000 kms" (the km field's display). */
export function formatKmInput(km: number): string {
  return `${String(Math.round(km)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} kms`;
}
