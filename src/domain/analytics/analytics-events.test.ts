import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENT_IDS, analyticsEvent, phoneClickEvent, pushAnalyticsEvent } from "./analytics-events";

// Spec 000 §7: "25 (phone click, label New Car or Used Car), 26, 39 (save), …, 60 (history report), 61 (print PDF);
// enquiry events: 17 test drive only; used 15 (test drive 48); otherwise 14 (test drive 17)".
describe("the event catalogue", () => {
  it.each<[keyof typeof ANALYTICS_EVENT_IDS, number]>([
    ["phoneClick", 25], ["financeCalculatorInteraction", 26], ["favourite", 39], ["historyReport", 60], ["printPdf", 61],
    ["enquiry", 14], ["usedEnquiry", 15], ["testDrive", 17], ["usedTestDrive", 48],
  ])("%s is %i", (name, id) => expect(ANALYTICS_EVENT_IDS[name]).toBe(id));

  it.each<["new" | "used" | "demo", string]>([["new", "New Car"], ["used", "Used Car"], ["demo", "New Car"]])("phone click on a %s car is labelled %s", (type, label) =>
    expect(phoneClickEvent(7, type)).toEqual({ event: "forecourt", event_id: 25, event_name: "phoneClick", event_label: label, car_id: 7 }));

  it("print carries no label", () => expect(analyticsEvent("printPdf", { carId: 3 })).toEqual({ event: "forecourt", event_id: 61, event_name: "printPdf", car_id: 3 }));
});

// Spec 000 §8: "Analytics failures: warnings only."
describe("pushAnalyticsEvent", () => {
  const event = analyticsEvent("favourite");
  it("pushes onto the data layer", () => {
    const layer: unknown[] = [];
    expect(pushAnalyticsEvent(layer, event)).toBe(true);
    expect(layer).toEqual([event]);
  });
  it.each<[string, Parameters<typeof pushAnalyticsEvent>[0]]>([
    ["no data layer", undefined],
    ["a data layer whose push throws", { push: () => { throw new Error("blocked"); } }],
    ["something that is not a data layer", {} as never],
  ])("%s: warns, never throws", (_, layer) => {
    const warnings: string[] = [];
    expect(pushAnalyticsEvent(layer, event, (m) => warnings.push(m))).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("39");
  });
});
