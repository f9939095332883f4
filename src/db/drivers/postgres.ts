import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import * as schema from "../schema";
import type { Database, DatabaseHandle, DatabaseSession } from "../database";
import { quoteIdentifier } from "../sql-identifiers";
import { reportConnectionFailures } from "./connection-failures";
import { dispatchOutsideRequests } from "./outside-requests";

/** A session over `sql`; queries go through `client` (the pool's is started outside requests, see outside-requests.ts). */
function sessionOf(sql: postgres.Sql | postgres.TransactionSql, client: postgres.Sql = sql as postgres.Sql): DatabaseSession {
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async copyRows(table, columns, lines) {
      const target = `${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(", ")})`;
      const writable = await sql.unsafe(`COPY ${target} FROM STDIN`).writable();
      await pipeline(Readable.from(lines), writable);
    },
  };
}

/**
 * Seconds a connection waits before it tries the server again after failing. postgres.js's own backoff grows to
 * 20 s, counted across the pool, and a query that finds every connection waiting waits with them: while the
 * primary restarted, pages hung for up to 35 s instead of failing (503), and took 13 s to recover once it was back.
 * An attempt is only made for a query that needs one, so a short, bounded wait costs the server little.
 */
export const reconnectDelaySeconds = (retries: number) => Math.min(0.01 * 2 ** retries, 0.25);

export function openPostgres(url: string, poolSize: number, connectTimeoutSeconds?: number, onConnectionFailure?: () => void): DatabaseHandle {
  const sql = postgres(url, { max: poolSize, onnotice: () => {}, backoff: reconnectDelaySeconds, ...(connectTimeoutSeconds ? { connect_timeout: connectTimeoutSeconds } : {}) });
  const dispatched = dispatchOutsideRequests(sql);
  const outside = onConnectionFailure ? reportConnectionFailures(dispatched, onConnectionFailure) : dispatched;
  return {
    ...sessionOf(sql, outside),
    transaction: async (work) =>
      (await outside.begin((tx) => {
        // drizzle reads the type parsers from `options`, which a transaction's client lacks; it shares the pool's.
        Object.assign(tx, { options: sql.options });
        return work(sessionOf(tx));
      })) as Awaited<ReturnType<typeof work>>,
    close: () => sql.end({ timeout: 5 }),
  };
}
