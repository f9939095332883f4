import { describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import type { Site } from "@/domain/site/site";
import { memoisePerSiteRecord } from "./site-record-memo";

const db = {} as Database;
const record = (id: number) => ({ id }) as Site;

function countingRead() {
  const reads: number[] = [];
  return { reads, read: async (_db: Database, site: Site) => (reads.push(site.id), `content of ${site.id}`) };
}

describe("memoisePerSiteRecord", () => {
  it("reads once per site record, however many requests ask at once or later", async () => {
    const { reads, read } = countingRead();
    const memo = memoisePerSiteRecord(read);
    const alpha = record(1);
    expect(await Promise.all([memo(db, alpha), memo(db, alpha), memo(db, record(2))])).toEqual(["content of 1", "content of 1", "content of 2"]);
    expect(await memo(db, alpha)).toBe("content of 1");
    expect(reads).toEqual([1, 2]);
  });

  it("reads again for a record loaded afresh (the registry's reload), so edits show with the configuration's", async () => {
    const { reads, read } = countingRead();
    const memo = memoisePerSiteRecord(read);
    await memo(db, record(1));
    await memo(db, record(1));
    expect(reads).toEqual([1, 1]);
  });

  it("shares a read still running only with callers on the same database: a page does not fail with the standby's read", async () => {
    const replica = { name: "replica" } as unknown as Database;
    let failReplica: (error: Error) => void = () => {};
    const reads: string[] = [];
    const memo = memoisePerSiteRecord((on: Database) => {
      reads.push(on === replica ? "replica" : "primary");
      return on === replica ? new Promise<string>((_, reject) => (failReplica = reject)) : Promise.resolve("content");
    });
    const site = record(1);
    const sitemapRead = memo(replica, site);
    const pageRead = memo(db, site);
    failReplica(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }));
    await expect(sitemapRead).rejects.toThrow("administrator command");
    expect(await pageRead).toBe("content");
    expect(reads).toEqual(["replica", "primary"]);
    expect(await memo(replica, site)).toBe("content");
  });

  it("keeps no failed read: the next request reads again", async () => {
    let fail = true;
    const memo = memoisePerSiteRecord(async () => {
      if (fail) throw new Error("database down");
      return "content";
    });
    const site = record(1);
    await expect(memo(db, site)).rejects.toThrow("database down");
    fail = false;
    expect(await memo(db, site)).toBe("content");
  });
});
