import { describe, expect, it } from "vitest";
import { CATCH_UP_LIMIT_MS, CATCH_UP_OVERLAP_MS, catchUpStart } from "./live-cursor";

const now = new Date("2026-12-01T10:00:00Z");
const ms = now.getTime();

describe("catchUpStart", () => {
  it.each([
    ["no header (a first connection)", null, { kind: "none" }],
    ["an empty header", "", { kind: "none" }],
    ["a cursor a minute ago, less the overlap", String(ms - 60_000), { kind: "since", since: new Date(ms - 60_000 - CATCH_UP_OVERLAP_MS) }],
    ["a cursor at the limit", String(ms - CATCH_UP_LIMIT_MS), { kind: "since", since: new Date(ms - CATCH_UP_LIMIT_MS - CATCH_UP_OVERLAP_MS) }],
    ["a cursor past the limit", String(ms - CATCH_UP_LIMIT_MS - 1), { kind: "reset" }],
    ["a cursor from the future", String(ms + CATCH_UP_OVERLAP_MS + 1), { kind: "reset" }],
    ["not a number", "abc", { kind: "reset" }],
    ["a negative number", "-5", { kind: "reset" }],
  ])("%s", (_, header, expected) => expect(catchUpStart(header, now)).toEqual(expected));
});
