import { describe, expect, it } from "vitest";
import type { Site } from "@/domain/site/site";
import { StockVersionWatch } from "./stock-version-watch";

const site = (id: number) => ({ id }) as Site;

describe("StockVersionWatch", () => {
  it("reads a site's version once per trust window, for however many requests ask", async () => {
    let now = 0;
    let version = 1;
    const reads: number[] = [];
    const watch = new StockVersionWatch(
      async (s) => {
        reads.push(s.id);
        return `v${version}`;
      },
      250,
      () => now,
    );
    expect(await Promise.all([watch.version(site(1)), watch.version(site(1)), watch.version(site(2))])).toEqual(["v1", "v1", "v1"]);
    expect(reads).toEqual([1, 2]);
    version = 2;
    now = 249;
    expect(await watch.version(site(1))).toBe("v1");
    now = 250;
    expect(await watch.version(site(1))).toBe("v2");
    expect(reads).toEqual([1, 2, 1]);
  });
});
