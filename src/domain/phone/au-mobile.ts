import mobileMetadata from "libphonenumber-js/mobile/metadata";
import { parsePhone } from "./phone-number";

export type AuMobile = { e164: string; display: string };

export const AU_MOBILE_MESSAGE = "Please enter an Australian mobile number, like 0412 345 678.";

/**
 * An Australian mobile number as the shopper typed it (0412 345 678, +61 412 345 678, 61412345678…), or null.
 * Sign-in codes go by SMS, so only numbers that can receive one are accepted: landlines, short and foreign
 * numbers are refused. The E.164 form is the account's key, so every spelling of a number is one shopper.
 */
export function parseAuMobile(input: string): AuMobile | null {
  if (input.length > 40) return null;
  const parsed = parsePhone(input, mobileMetadata);
  if (!parsed || parsed.country !== "AU" || !parsed.isValid() || parsed.getType() !== "MOBILE") return null;
  return { e164: parsed.number, display: parsed.formatNational() };
}

/** How a stored E.164 number is shown back to its owner (0412 345 678). */
export function displayAuMobile(e164: string): string {
  return parseAuMobile(e164)?.display ?? e164;
}
