import { describe, expect, it } from "vitest";
import { buildOpeningHours, buildSpecialHours } from "./dealer-factories";
import { createRandom } from "./random";

const now = new Date("2026-03-15T02:00:00Z");
const holidays = (state: string) => buildSpecialHours(createRandom(3), 1, now, state);

describe("demo special hours", () => {
  it("gives each state its own holidays on their real dates", () => {
    const find = (state: string, name: string) => holidays(state).find((h) => h.name === name)?.date;
    expect(find("VIC", "Melbourne Cup")).toBe("2026-11-03");
    expect(find("VIC", "Labour Day")).toBe("2027-03-08");
    expect(find("QLD", "Labour Day")).toBe("2026-05-04");
    expect(find("QLD", "King's Birthday")).toBe("2026-10-05");
    expect(find("NSW", "King's Birthday")).toBe("2026-06-08");
    expect(find("NSW", "Melbourne Cup")).toBeUndefined();
    expect(find("WA", "Labour Day")).toBeUndefined();
  });

  it("lists each holiday once, from today, in date order; Christmas Eve is open short hours", () => {
    const list = holidays("QLD");
    expect(list[0]).toMatchObject({ date: "2026-04-03", name: "Good Friday", status: "Closed" });
    expect(new Set(list.map((h) => h.name)).size).toBe(list.length);
    expect(list.map((h) => h.date)).toEqual(list.map((h) => h.date).toSorted());
    expect(list.find((h) => h.name === "Christmas Eve")).toMatchObject({ date: "2026-12-24", status: "Open", startHour: "08:30", endHour: "12:00" });
  });
});

describe("demo opening hours", () => {
  it("gives sales and service every day and parts every day but Sunday (missing, so read as 'Closed')", () => {
    const rows = buildOpeningHours(createRandom(5), 1);
    const days = (department: string) => rows.filter((r) => r.department === department).map((r) => r.weekday);
    expect([days("sales"), days("service"), days("parts")]).toEqual([[0, 1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]]);
  });
});
