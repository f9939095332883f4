import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import * as schema from "../schema";
import type { Database, DatabaseHandle, DatabaseSession } from "../database";
import { quoteIdentifier } from "../sql-identifiers";

function sessionOf(sql: postgres.Sql | postgres.TransactionSql): DatabaseSession {
  const db = drizzle(sql as postgres.Sql, { schema }) as unknown as Database;
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

export function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const sql = postgres(url, { max: poolSize, onnotice: () => {} });
  return {
    ...sessionOf(sql),
    transaction: async (work) =>
      (await sql.begin((tx) => {
        // drizzle reads the type parsers from `options`, which a transaction's client lacks; it shares the pool's.
        Object.assign(tx, { options: sql.options });
        return work(sessionOf(tx));
      })) as Awaited<ReturnType<typeof work>>,
    close: () => sql.end({ timeout: 5 }),
  };
}
