import { describe, expect, it } from "vitest";
import { cycles, type Graph } from "./strongly-connected";

const graph = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

type Case = { name: string; edges: Record<string, string[]>; expected: string[][] };

describe("cycles", () => {
  it.each<Case>([
    { name: "no edges", edges: { a: [] }, expected: [] },
    { name: "a chain", edges: { a: ["b"], b: ["c"], c: [] }, expected: [] },
    { name: "a self-import is no cycle between folders", edges: { a: ["a"] }, expected: [] },
    { name: "two folders importing each other", edges: { a: ["b"], b: ["a"] }, expected: [["a", "b"]] },
    { name: "a ring through a target never listed as a source", edges: { a: ["b"], b: ["c"], c: ["a", "d"] }, expected: [["a", "b", "c"]] },
    { name: "two separate cycles, largest first", edges: { x: ["y"], y: ["x"], a: ["b"], b: ["c"], c: ["a"], d: ["a"] }, expected: [["a", "b", "c"], ["x", "y"]] },
    { name: "two rings joined by one edge each way are one", edges: { a: ["b"], b: ["a", "c"], c: ["d"], d: ["c", "b"] }, expected: [["a", "b", "c", "d"]] },
  ])("$name", ({ edges, expected }) => {
    expect(cycles(graph(edges))).toEqual(expected);
  });
});
