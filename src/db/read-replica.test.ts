import { describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "./client";
import { readPreferringReplica, REPLICA_COOLDOWN_MS, type ReadReplica } from "./read-replica";

const primaryDb = { name: "primary" } as unknown as Database;
const replicaDb = { name: "replica" } as unknown as Database;
const replicaOf = (): ReadReplica => ({ handle: { db: replicaDb } as DatabaseHandle, downUntil: 0 });
const nameOf = (db: Database) => (db as unknown as { name: string }).name;
const failure = (code: string) => Object.assign(new Error(code), { code });

describe("readPreferringReplica", () => {
  it("reads the replica when there is one, the primary when there is none", async () => {
    expect(await readPreferringReplica(replicaOf(), async () => primaryDb, async (db) => nameOf(db))).toBe("replica");
    expect(await readPreferringReplica(null, async () => primaryDb, async (db) => nameOf(db))).toBe("primary");
  });

  it.each(["ECONNREFUSED", "CONNECTION_CLOSED", "CONNECT_TIMEOUT", "57P01", "08006"])(
    "answers from the primary when the replica is gone (%s), and leaves the replica alone for the cooldown",
    async (code) => {
      let clock = 1_000_000;
      const replica = replicaOf();
      const asked: string[] = [];
      const downs: unknown[] = [];
      const read = () =>
        readPreferringReplica(replica, async () => primaryDb, async (db) => {
          asked.push(nameOf(db));
          if (db === replicaDb) throw failure(code);
          return "rows";
        }, (error) => downs.push(error), () => clock);
      expect(await read()).toBe("rows");
      expect(asked).toEqual(["replica", "primary"]);
      clock += REPLICA_COOLDOWN_MS - 1;
      expect(await read()).toBe("rows");
      expect(asked).toEqual(["replica", "primary", "primary"]);
      clock += 1;
      await read();
      expect(asked.slice(3)).toEqual(["replica", "primary"]);
      expect(downs).toHaveLength(2);
    },
  );

  it("sees a connection failure drizzle wrapped (a failed query whose cause is the driver's error)", async () => {
    const replica = replicaOf();
    const wrapped = Object.assign(new Error("Failed query: select 1"), { cause: failure("ECONNREFUSED") });
    let downs = 0;
    const work = async (db: Database) => (db === replicaDb ? Promise.reject(wrapped) : nameOf(db));
    expect(await readPreferringReplica(replica, async () => primaryDb, work, () => downs++)).toBe("primary");
    expect(downs).toBe(1);
    expect(replica.downUntil).toBeGreaterThan(Date.now());
  });

  it("retries any other replica failure on the primary without cooling down (a query cancelled by recovery)", async () => {
    const replica = replicaOf();
    const asked: string[] = [];
    const work = async (db: Database) => {
      asked.push(nameOf(db));
      if (db === replicaDb && asked.length === 1) throw failure("40001");
      return nameOf(db);
    };
    expect(await readPreferringReplica(replica, async () => primaryDb, work)).toBe("primary");
    expect(await readPreferringReplica(replica, async () => primaryDb, work)).toBe("replica");
  });

  it("lets a failure on the primary through", async () => {
    await expect(readPreferringReplica(replicaOf(), async () => primaryDb, async () => Promise.reject(failure("42P01")))).rejects.toThrow("42P01");
  });
});
