import { sql } from "drizzle-orm";
import { getDatabase } from "@/db/connection";
import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** Liveness and database readiness for load balancers and the test harness; a database that does not answer is its own 503 body (docs/api.md). */
export const GET = withRequest(async () => {
  try {
    const handle = await getDatabase();
    await handle.db.execute(sql`select 1`);
    return Response.json({ ok: true, database: handle.kind });
  } catch (error) {
    logFailure("Health check failed", error);
    return Response.json({ ok: false, error: "database unavailable" }, { status: 503 });
  }
}, textAnswers("The health check"));
