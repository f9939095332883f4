import { describe, expect, it } from "vitest";
import {
  pushRecent, readRecentList, SEARCH_HISTORY_LIMIT, searchHistoryEntrySchema, searchHistoryKey, VIEWED_CARS_LIMIT, viewedCarKey, viewedCarSchema,
  type SearchHistoryEntry, type ViewedCar,
} from "./recent-list";

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

describe("readRecentList — bad data from localStorage gives an empty list", () => {
  const good = { path: "/search/used-cars", filters: { car_type: ["used"] } };
  it.each<[string, string | null, SearchHistoryEntry[]]>([
    ["nothing stored", null, []],
    ["not JSON", "{oops", []],
    ["JSON that is not a list", JSON.stringify(good), []],
    ["a good list", JSON.stringify([good]), [good]],
    ["bad entries are dropped, good ones kept", JSON.stringify([good, { path: 5 }, "x", null]), [good]],
    ["a link to another host is refused", JSON.stringify([{ path: "//evil.example/search", filters: {} }]), []],
    ["a script URL is refused", JSON.stringify([{ path: "javascript:alert(1)", filters: {} }]), []],
    ["an unknown filter is refused", JSON.stringify([{ path: "/search", filters: { colour_of_dreams: ["x"] } }]), []],
    ["empty filter lists are refused ('the non-empty filters')", JSON.stringify([{ path: "/search", filters: { make: [] } }]), []],
  ])("%s", (_, stored, expected) => expect(readRecentList(stored, searchHistoryEntrySchema, SEARCH_HISTORY_LIMIT)).toEqual(expected));

  it("a stored list longer than the limit is cut to the newest", () => {
    const stored = JSON.stringify(Array.from({ length: 8 }, (_, i) => ({ path: `/search/${i}`, filters: {} })));
    expect(paths(readRecentList(stored, searchHistoryEntrySchema, SEARCH_HISTORY_LIMIT))).toEqual(["/search/0", "/search/1", "/search/2", "/search/3", "/search/4"]);
  });

  it("viewed cars read back with their fields", () => {
    const viewed = { id: 7, stocknum: "U1234", make: "Mazda", model: "CX-5", body: "Wagon", simpleBody: "SUV" };
    expect(readRecentList(JSON.stringify([viewed, { id: -1 }]), viewedCarSchema, VIEWED_CARS_LIMIT)).toEqual([viewed]);
  });
});
