import { sql } from "drizzle-orm";
import { getDatabase } from "@/db/connection";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** Liveness and database readiness for load balancers and the test harness. */
export async function GET() {
  try {
    const handle = await getDatabase();
    await handle.db.execute(sql`select 1`);
    return Response.json({ ok: true, database: handle.kind });
  } catch (error) {
    logFailure("Health check failed", error);
    return Response.json({ ok: false, error: "database unavailable" }, { status: 503 });
  }
}
