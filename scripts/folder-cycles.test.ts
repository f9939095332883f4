import { describe, expect, it } from "vitest";
import { cyclesOf } from "./folder-cycles";

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe("cyclesOf: folders that import one another", () => {
  it.each<[string, Record<string, string[]>, string[][]]>([
    ["none in a chain", { a: ["b"], b: ["c"], c: [] }, []],
    ["two folders importing each other", { a: ["b"], b: ["a"] }, [["a", "b"]]],
    ["a ring of three, beside a folder that only imports it", { a: ["b"], b: ["c"], c: ["a"], d: ["a"] }, [["a", "b", "c"]]],
    ["two separate cycles, the larger first", { a: ["b"], b: ["a"], c: ["d"], d: ["e"], e: ["c"] }, [["c", "d", "e"], ["a", "b"]]],
  ])("%s", (_, edges, cycles) => {
    expect(cyclesOf(graph(edges))).toEqual(cycles);
  });
});
