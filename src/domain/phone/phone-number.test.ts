import { describe, expect, it } from "vitest";
import { choosePhoneNumber, displayPhoneNumber, phoneE164, type PhoneConfig } from "./phone-number";

const numbers = { new: "(07) 5550 0001", used: "(07) 5550 0002", demo: "(07) 5550 0003" };

describe("choosePhoneNumber — spec 000 §9 'override, else by car type (new, used, demo falling back to new) when filtering, else new then used, else location phone'", () => {
  const filtering: PhoneConfig = { phoneNumbers: numbers, filterPhoneNumbersByCarType: true };
  it.each<[string, PhoneConfig, Parameters<typeof choosePhoneNumber>[1], string | null, string | undefined]>([
    ["override wins", { ...filtering, phoneOverride: "1300 000 000" }, "used", "(07) 1111 1111", "1300 000 000"],
    ["by car type when filtering: used", filtering, "used", null, numbers.used],
    ["by car type when filtering: demo", filtering, "demo", null, numbers.demo],
    ["demo falls back to new", { ...filtering, phoneNumbers: { new: numbers.new, used: numbers.used } }, "demo", null, numbers.new],
    ["filtering, no number for used → new then used", { ...filtering, phoneNumbers: { new: numbers.new } }, "used", null, numbers.new],
    ["not filtering → new", { phoneNumbers: numbers, filterPhoneNumbersByCarType: false }, "used", null, numbers.new],
    ["not filtering, no new → used", { phoneNumbers: { used: numbers.used }, filterPhoneNumbersByCarType: false }, "new", null, numbers.used],
    ["no site numbers → location phone", { phoneNumbers: {}, filterPhoneNumbersByCarType: true }, "new", "(02) 4900 1234", "(02) 4900 1234"],
    ["nothing at all → none (call button hidden)", { phoneNumbers: {}, filterPhoneNumbersByCarType: false }, "new", null, undefined],
  ])("%s", (_label, config, carType, locationPhone, expected) => {
    expect(choosePhoneNumber(config, carType, locationPhone)).toBe(expected);
  });
});

describe("displayPhoneNumber — 'Numbers with +61 shown with leading 0 and spacing'", () => {
  it.each([
    ["+61 7 5550 3133", "(07) 5550 3133", "tel:+61755503133"],
    ["+61412345678", "0412 345 678", "tel:+61412345678"],
    ["(02) 4900 1234", "(02) 4900 1234", "tel:+61249001234"],
    ["1300 555 123", "1300 555 123", "tel:+611300555123"],
  ])("%s → %s", (raw, display, href) => {
    expect(displayPhoneNumber(raw)).toEqual({ display, href });
  });

  it("keeps an unparseable number as given", () => {
    expect(displayPhoneNumber("ask for Bob").display).toBe("ask for Bob");
  });
});

describe("phoneE164 — one form for matching a shopper's enquiries to their signed-in phone", () => {
  it.each([
    ["0412 345 678", "+61412345678"],
    ["+61 412 345 678", "+61412345678"],
    ["(07) 5550 3133", "+61755503133"],
    ["+64 21 123 4567", "+64211234567"],
    ["0412", null],
    ["not a phone", null],
  ])("%s → %s", (raw, e164) => {
    expect(phoneE164(raw)).toBe(e164);
  });
});
