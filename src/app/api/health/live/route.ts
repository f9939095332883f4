import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";

export const dynamic = "force-dynamic";

/** Liveness: the process answers. Restart it only when this fails; the database's state is readiness's concern. */
export const GET = withRequest(() => Response.json({ live: true }, { headers: { "Cache-Control": "no-store" } }), textAnswers("Liveness"));
