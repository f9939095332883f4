import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import * as schema from "../schema";
import type { Database, DatabaseHandle, DatabaseSession } from "../database";
import { quoteIdentifier } from "../sql-identifiers";

/** PGlite reads COPY input from a Blob, so rows are loaded in chunks to bound memory. */
const COPY_CHUNK_BYTES = 32 * 1024 * 1024;

type QueryClient = Pick<PGlite | Transaction, "query">;

function sessionOf(client: QueryClient): DatabaseSession {
  // drizzle's PGlite driver only calls query() on its client, which a transaction has too.
  const db = drizzle(client as PGlite, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async copyRows(table, columns, lines) {
      const statement = `COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(", ")}) FROM '/dev/blob'`;
      let chunk: BlobPart[] = [];
      let size = 0;
      const flush = async () => {
        if (chunk.length === 0) return;
        await client.query(statement, [], { blob: new Blob(chunk) });
        chunk = [];
        size = 0;
      };
      for await (const line of lines) {
        // A Blob takes text and bytes alike; the types only doubt bytes over a SharedArrayBuffer, which a COPY's never are.
        chunk.push(line as BlobPart);
        size += line.length;
        if (size >= COPY_CHUNK_BYTES) await flush();
      }
      await flush();
    },
  };
}

/**
 * The extensions the migrations create, which PGlite must load when it starts (PostgreSQL has them in contrib):
 * pg_trgm for the inbox's search by name and e-mail (decision 043).
 */
const EXTENSIONS = { pg_trgm };

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const client = await PGlite.create({ ...options, extensions: EXTENSIONS });
  return {
    ...sessionOf(client),
    transaction: (work) => client.transaction((tx) => work(sessionOf(tx))),
    close: () => client.close(),
  };
}
