import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import * as schema from "../schema";
import type { Database, DatabaseHandle } from "../database";
import { quoteIdentifier } from "../sql-identifiers";

export function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const sql = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzle(sql, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async copyRows(table, columns, lines) {
      const target = `${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(", ")})`;
      const writable = await sql.unsafe(`COPY ${target} FROM STDIN`).writable();
      await pipeline(Readable.from(lines), writable);
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
