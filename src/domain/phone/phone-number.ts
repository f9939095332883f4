import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { CarType } from "@/domain/car/car";

export type PhoneConfig = {
  phoneOverride?: string;
  phoneNumbers: Partial<Record<CarType, string>>;
  filterPhoneNumbersByCarType: boolean;
};

/**
 * Spec 000 §9: "Phone choice: override, else by car type (new, used, demo falling back to new)
 * when filtering, else new then used, else location phone."
 */
export function choosePhoneNumber(config: PhoneConfig, carType?: CarType, locationPhone?: string | null): string | undefined {
  if (config.phoneOverride) return config.phoneOverride;
  const { phoneNumbers } = config;
  const byType = config.filterPhoneNumbersByCarType && carType ? (phoneNumbers[carType] ?? (carType === "demo" ? phoneNumbers.new : undefined)) : undefined;
  return byType ?? phoneNumbers.new ?? phoneNumbers.used ?? locationPhone ?? undefined;
}

export type DisplayPhone = { display: string; href: string };

/** Spec 000 §9: "Numbers with +61 shown with leading 0 and spacing." Unparseable numbers are shown as given. */
export function displayPhoneNumber(raw: string): DisplayPhone {
  const parsed = parsePhoneNumberFromString(raw, "AU");
  if (!parsed) return { display: raw.trim(), href: `tel:${raw.replace(/[^+\d]/g, "")}` };
  return { display: parsed.country === "AU" || !parsed.country ? parsed.formatNational() : parsed.formatInternational(), href: parsed.getURI() };
}

/** The number in E.164 (`+61412345678`), how shoppers are matched across forms and sign-in; null when it is not a valid number. */
export function phoneE164(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, "AU");
  return parsed?.isValid() ? parsed.number : null;
}
