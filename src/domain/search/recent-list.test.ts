import { describe, expect, it } from "vitest";
import { pushRecent, pushRecentStored, SEARCH_HISTORY_LIMIT, searchHistoryKey, VIEWED_CARS_LIMIT, viewedCarKey } from "./recent-list";
import type { SearchHistoryEntry, ViewedCar } from "./recent-list-schemas";

const search = (path: string): SearchHistoryEntry => ({ path, filters: {} });
const paths = (list: SearchHistoryEntry[]) => list.map((entry) => entry.path);
const history = { limit: SEARCH_HISTORY_LIMIT, key: searchHistoryKey };

// Spec 001 §4: "Search history keeps the latest 5 entries; the oldest is dropped."
describe("pushRecent", () => {
  it.each<[string, string[], string, string[]]>([
    ["into an empty list", [], "/search/a", ["/search/a"]],
    ["the newest comes first", ["/search/a"], "/search/b", ["/search/b", "/search/a"]],
    ["'keeps the latest 5 entries; the oldest is dropped'", ["/4", "/3", "/2", "/1", "/0"], "/5", ["/5", "/4", "/3", "/2", "/1"]],
    ["a repeat moves to the front instead of doubling", ["/a", "/b", "/c"], "/c", ["/c", "/a", "/b"]],
    ["a repeat in a full list drops nothing else", ["/4", "/3", "/2", "/1", "/0"], "/0", ["/0", "/4", "/3", "/2", "/1"]],
  ])("%s", (_, before, added, after) => expect(paths(pushRecent(before.map(search), search(added), history))).toEqual(after));

  it("the newer entry replaces the older one with its key", () => {
    const older: SearchHistoryEntry = { path: "/search/toyota", filters: {} };
    const newer: SearchHistoryEntry = { path: "/search/toyota", filters: { make: ["Toyota"] } };
    expect(pushRecent([older], newer, history)).toEqual([newer]);
  });

  it("viewed cars dedupe by id", () => {
    const car = (id: number): ViewedCar => ({ id, stocknum: `S${id}`, make: "Toyota", model: "Corolla", body: "Hatch", simpleBody: "Hatch" });
    const list = pushRecent([car(1), car(2)], car(2), { limit: VIEWED_CARS_LIMIT, key: viewedCarKey });
    expect(list.map((entry) => entry.id)).toEqual([2, 1]);
  });
});

describe("pushRecentStored — records without reading the schemas", () => {
  const car = (id: number): ViewedCar => ({ id, stocknum: `S${id}`, make: "Toyota", model: "Corolla", body: "Hatch", simpleBody: "Hatch" });
  const viewed = { limit: 3, key: viewedCarKey };

  it.each<[string, string | null, unknown[]]>([
    ["nothing stored", null, [car(9)]],
    ["not JSON", "{oops", [car(9)]],
    ["JSON that is not a list", JSON.stringify(car(1)), [car(9)]],
    ["entries that are not objects are dropped", JSON.stringify([1, "x", null, [car(1)], car(2)]), [car(9), car(2)]],
    ["the same car stored earlier moves to the front", JSON.stringify([car(1), car(9), car(2)]), [car(9), car(1), car(2)]],
    ["the list keeps the newest `limit`", JSON.stringify([car(1), car(2), car(3)]), [car(9), car(1), car(2)]],
    ["an unvalidated object stays, for the reader to drop", JSON.stringify([{ id: "old format" }]), [car(9), { id: "old format" }]],
  ])("%s", (_, stored, expected) => expect(pushRecentStored(stored, car(9), viewed)).toEqual(expected));
});
