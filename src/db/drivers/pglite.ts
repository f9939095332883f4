import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import * as schema from "../schema";
import type { Database, DatabaseHandle } from "../database";
import { quoteIdentifier } from "../sql-identifiers";

/** PGlite reads COPY input from a Blob, so rows are loaded in chunks to bound memory. */
const COPY_CHUNK_BYTES = 32 * 1024 * 1024;

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const client = await PGlite.create(options);
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async copyRows(table, columns, lines) {
      const statement = `COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(", ")}) FROM '/dev/blob'`;
      let chunk: string[] = [];
      let size = 0;
      const flush = async () => {
        if (chunk.length === 0) return;
        await client.query(statement, [], { blob: new Blob(chunk) });
        chunk = [];
        size = 0;
      };
      for await (const line of lines) {
        chunk.push(line);
        size += line.length;
        if (size >= COPY_CHUNK_BYTES) await flush();
      }
      await flush();
    },
    close: () => client.close(),
  };
}
