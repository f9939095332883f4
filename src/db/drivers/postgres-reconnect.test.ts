import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { openPostgres, reconnectDelaySeconds } from "./postgres";

/** A loopback port nothing listens on: every connection attempt is refused at once, as while the primary is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("a PostgreSQL pool whose server is gone", () => {
  it("waits at most 250 ms between attempts, however many have failed", () => {
    expect([0, 1, 2, 3, 4, 5, 10, 100].map(reconnectDelaySeconds)).toEqual([0.01, 0.02, 0.04, 0.08, 0.16, 0.25, 0.25, 0.25]);
  });

  it("fails each query quickly instead of holding it for the backoff (postgres.js's own grows to 20 s)", async () => {
    const handle = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/postgres`, 2);
    try {
      const started = performance.now();
      for (let i = 0; i < 12; i++) await expect(handle.db.execute("select 1")).rejects.toMatchObject({ cause: { code: "ECONNREFUSED" } });
      // The default backoff alone would be 0.03 + 0.09 + 0.27 + 0.81 + 2.43 + 7.29 + 20 s… for these attempts.
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
