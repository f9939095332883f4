import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { migrationsApplied } from "@/db/migration-status";
import { isDraining } from "@/server/lifecycle/shutdown";

export type Readiness = { ready: true } | { ready: false; reason: "draining" | "database unreachable" | "migrations pending" };

/** A database that does not answer within this is as good as gone for a balancer's probe. */
const DATABASE_PROBE_MS = 2_000;

/** Applied migrations never become pending again, so a database seen with all of them is not asked again. */
const migratedDatabases = new WeakSet<object>();

/**
 * Whether this node should receive traffic: not draining, the database answering, and every migration this
 * build ships applied (a node of a newer release waits until its migrations have run).
 */
export async function checkReadiness(open: () => Promise<DatabaseHandle>): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: "draining" };
  let timer: NodeJS.Timeout | undefined;
  const probe = (async () => {
    const { db } = await open();
    await db.execute(sql`select 1`);
    if (migratedDatabases.has(db)) return true;
    const applied = await migrationsApplied(db);
    if (applied) migratedDatabases.add(db);
    return applied;
  })();
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_PROBE_MS} ms`)), DATABASE_PROBE_MS);
  });
  try {
    const applied = await Promise.race([probe, timeout]);
    return applied ? { ready: true } : { ready: false, reason: "migrations pending" };
  } catch {
    probe.catch(() => {});
    return { ready: false, reason: "database unreachable" };
  } finally {
    clearTimeout(timer);
  }
}
