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

export function openPostgres(url: string, poolSize: number, connectTimeoutSeconds?: number, onConnectionFailure?: () => void): DatabaseHandle {
  const sql = postgres(url, { max: poolSize, onnotice: () => {}, ...(connectTimeoutSeconds ? { connect_timeout: connectTimeoutSeconds } : {}) });
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
