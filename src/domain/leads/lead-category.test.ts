import { describe, expect, it } from "vitest";
import { enquiryEventId } from "./analytics-event";
import { isCategoryRequired, remapCategory } from "./lead-category";

describe("Careers remap (spec 001 §4: 'A 'Careers Enquiry' category is changed to 'General Enquiry' with subcategory 'Career Enquiry' and event id 51')", () => {
  it.each([
    [{ category: "Careers Enquiry" }, { category: "General Enquiry", subcategory: "Career Enquiry", eventId: 51 }],
    [{ category: "Careers Enquiry", subcategory: "Sales" }, { category: "General Enquiry", subcategory: "Career Enquiry", eventId: 51 }],
    [{ category: "General Enquiry" }, { category: "General Enquiry" }],
    [{ category: "Service Enquiry", subcategory: "Brakes" }, { category: "Service Enquiry", subcategory: "Brakes" }],
    [{ category: "careers enquiry" }, { category: "careers enquiry" }],
  ])("%j → %j", (input, expected) => {
    expect(remapCategory(input)).toEqual(expected);
  });
});

describe("category required (spec 001 §5: 'when the event id is 22 or the category is General Enquiry (default General Enquiry)')", () => {
  it.each<[number, string | undefined, boolean]>([
    [22, "Service Enquiry", true],
    [22, undefined, true],
    [30, "General Enquiry", true],
    [30, undefined, true],
    [30, "Service Enquiry", false],
  ])("event %i, category %s → %s", (eventId, category, required) => {
    expect(isCategoryRequired(eventId, category)).toBe(required);
  });
});

describe("analytics event on success (spec 000 §7: '17 test drive only; used 15 (test drive 48); otherwise 14 (test drive 17)')", () => {
  it.each([
    [{ carType: "used", isTestDrive: false }, 15],
    [{ carType: "used", isTestDrive: true }, 48],
    [{ carType: "new", isTestDrive: false }, 14],
    [{ carType: "new", isTestDrive: true }, 17],
    [{ carType: "demo", isTestDrive: false }, 14],
    [{ carType: null, isTestDrive: false }, 14],
    [{ carType: "used", carTag: "Test Drive Only", isTestDrive: false }, 17],
    [{ carType: "new", carTag: "test drive only", isTestDrive: true }, 17],
    [{ carType: "used", isTestDrive: false, eventId: 51 }, 51],
  ] as const)("%j → %i", (input, expected) => {
    expect(enquiryEventId(input)).toBe(expected);
  });
});
