import { formatWholeNumber } from "@/domain/pricing/format-dollars";

/** The least and most a shopper may pay online in one go: a card payment to a dealer, not a car's full price by card. */
export const MIN_PAYMENT_CENTS = 100;
export const MAX_PAYMENT_CENTS = 5_000_000;

export const AMOUNT_MESSAGES = {
  invalid: "Enter the amount in dollars and cents, like 249.95.",
  tooSmall: "The amount must be at least $1.00.",
  tooLarge: "Online payments are limited to $50,000.00. Please call us to pay more.",
} as const;

export type AmountReading = { ok: true; cents: number } | { ok: false; message: string };

// Dollars with optional thousands separators, then at most two decimal places: 1234, 1,234.5, $1,234.50.
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** An amount typed in AUD as whole cents, read from the text (never through a float, so 0.1 + 0.2 cannot creep in). */
export function readAudAmount(typed: string): AmountReading {
  const match = AMOUNT.exec(typed.trim());
  if (!match) return { ok: false, message: AMOUNT_MESSAGES.invalid };
  const dollars = match[1]!.replaceAll(",", "");
  if (dollars.length > 9) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  const cents = Number(dollars) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents < MIN_PAYMENT_CENTS) return { ok: false, message: AMOUNT_MESSAGES.tooSmall };
  if (cents > MAX_PAYMENT_CENTS) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  return { ok: true, cents };
}

/** Cents as `$1,234.50`. */
export function formatAudCents(cents: number): string {
  return `$${formatWholeNumber(Math.trunc(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
}
