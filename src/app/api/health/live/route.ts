export const dynamic = "force-dynamic";

/** Liveness: the process answers. Restart it only when this fails; the database's state is readiness's concern. */
export function GET() {
  return Response.json({ live: true }, { headers: { "Cache-Control": "no-store" } });
}
