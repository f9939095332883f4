import { describe, expect, it } from "vitest";
import { firstAlertsOfTheDay, type AlertKey } from "./alert-limits";

// Issue 14: "At most one message per car per day"; a similar car's arrival counts against the watched car it is like.
const drop = (userId: number, watchedCarId: number, day = "2026-11-24"): AlertKey => ({ userId, watchedCarId, day, similarCarId: null });
const arrival = (userId: number, watchedCarId: number, similarCarId: number, day = "2026-11-24"): AlertKey => ({ userId, watchedCarId, day, similarCarId });

describe("firstAlertsOfTheDay", () => {
  it.each<[string, AlertKey[], AlertKey[], AlertKey[]]>([
    ["one of each shopper's cars a day", [drop(1, 10), drop(1, 10), drop(1, 11), drop(2, 10)], [], [drop(1, 10), drop(1, 11), drop(2, 10)]],
    ["across kinds: an arrival like a car whose price dropped the same day", [drop(1, 10), arrival(1, 10, 50)], [], [drop(1, 10)]],
    ["the next day is a new day", [drop(1, 10), drop(1, 10, "2026-11-25")], [], [drop(1, 10), drop(1, 10, "2026-11-25")]],
    ["already sent today", [drop(1, 10), arrival(1, 11, 50)], [drop(1, 10)], [arrival(1, 11, 50)]],
    ["an arrival like two of a shopper's cars is told once", [arrival(1, 10, 50), arrival(1, 11, 50), arrival(2, 10, 50)], [], [arrival(1, 10, 50), arrival(2, 10, 50)]],
    ["an arrival told on an earlier day is not told again", [arrival(1, 10, 50, "2026-11-25")], [arrival(1, 11, 50)], []],
    ["an arrival that found its car's day taken may go with another car", [arrival(1, 10, 50), arrival(1, 11, 50)], [drop(1, 10)], [arrival(1, 11, 50)]],
  ])("%s", (_, candidates, sent, kept) => {
    expect(firstAlertsOfTheDay(candidates, sent)).toEqual(kept);
  });
});
