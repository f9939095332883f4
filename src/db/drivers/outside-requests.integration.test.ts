import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { requestStorage, runAsRequest } from "../../../tests/support/request-context";
import { createTestDatabase, destroyTestDatabase, type DatabaseHandle } from "../../../tests/support/test-database";

let handle: DatabaseHandle;
/** postgres.js answers raw SQL with an array of rows. */
const rows = async (query: ReturnType<typeof sql>) => (await handle.db.execute(query)) as unknown as Record<string, unknown>[];
beforeAll(async () => { handle = await createTestDatabase(); });
afterAll(() => destroyTestDatabase(handle));

/** postgres.js opens connections lazily; PGlite has none, so this is about PostgreSQL only. */
describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL connections opened while serving a request", () => {
  it("do not keep the request's async context alive, and transactions still run in it", async () => {
    const { result, released } = await runAsRequest(async () => {
      // The pool is fresh: these open its connections, inside the request.
      const [first, second] = await Promise.all([rows(sql`select 1 as one`), rows(sql`select 2 as two`)]);
      const inTransaction = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 3`);
        return requestStorage.getStore()?.id;
      });
      return { rows: [...first, ...second], inTransaction, after: requestStorage.getStore()?.id };
    });
    expect(result).toEqual({ rows: [{ one: 1 }, { two: 2 }], inTransaction: "request", after: "request" });
    expect(released).toBe(true);
    // The pool still holds the connections opened in the request: it is not their closing that released it.
    const [{ open } = { open: 0 }] = await rows(sql`select count(*)::int as open from pg_stat_activity where datname = current_database()`);
    expect(open).toBeGreaterThanOrEqual(2);
  });
});
