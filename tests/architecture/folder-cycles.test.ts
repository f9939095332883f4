import { describe, expect, it } from "vitest";
import { folderCycles } from "../../scripts/folder-cycles";

describe("issue 31: the component folders form no cycle", () => {
  it("src/components (npx tsx scripts/folder-cycles.ts)", () => {
    expect(folderCycles("src/components")).toEqual([]);
  });
});
