import { getDatabase } from "@/db/connection";
import { checkReadiness } from "@/server/health/readiness";

export const dynamic = "force-dynamic";

/** Readiness for the balancer and orchestrators: 200 when this node should take traffic, else 503 and why. */
export async function GET() {
  const readiness = await checkReadiness(getDatabase);
  return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
