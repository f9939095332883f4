import { describe, expect, it } from "vitest";
import { SEARCH_HISTORY_LIMIT, VIEWED_CARS_LIMIT } from "./recent-list";
import { readRecentList, searchHistoryEntrySchema, viewedCarSchema, type SearchHistoryEntry } from "./recent-list-schemas";

const paths = (list: SearchHistoryEntry[]) => list.map((entry) => entry.path);

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
