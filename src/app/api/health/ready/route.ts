import { getDatabase } from "@/db/connection";
import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";
import { checkReadiness } from "@/server/health/readiness";

export const dynamic = "force-dynamic";

/** Readiness for the balancer and orchestrators: 200 when this node should take traffic, else 503 and why. */
export const GET = withRequest(async () => {
  const readiness = await checkReadiness(getDatabase);
  return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}, textAnswers("Readiness"));
