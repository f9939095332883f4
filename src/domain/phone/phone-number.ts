import { parsePhoneNumberFromString, type MetadataJson, type PhoneNumber } from "libphonenumber-js/core";
import minMetadata from "libphonenumber-js/min/metadata";
import type { CarType } from "@/domain/car/car";

/**
 * The one phone parser: a number as typed, read as Australian unless it names another country. `metadata` is
 * libphonenumber's: the small set by default (the browser loads it with the lead form); only the mobile set tells
 * a mobile from a landline (`parseAuMobile`), and it is larger.
 */
export function parsePhone(raw: string, metadata: MetadataJson = minMetadata): PhoneNumber | undefined {
  return parsePhoneNumberFromString(raw, "AU", metadata);
}

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
  const parsed = parsePhone(raw);
  if (!parsed) return { display: raw.trim(), href: `tel:${raw.replace(/[^+\d]/g, "")}` };
  return { display: parsed.country === "AU" || !parsed.country ? parsed.formatNational() : parsed.formatInternational(), href: parsed.getURI() };
}

/** The number in E.164 (`+61412345678`), how shoppers are matched across forms and sign-in; null when it is not a valid number. */
export function phoneE164(raw: string): string | null {
  const parsed = parsePhone(raw);
  return parsed?.isValid() ? parsed.number : null;
}
