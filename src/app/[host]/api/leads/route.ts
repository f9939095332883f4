import { getDatabase } from "@/db/connection";
import { gatedLeadSender } from "@/server/leads/gated-lead-sender";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { clientAddressOf } from "@/server/http/client-address";
import { loadLeadSettings } from "@/server/leads/lead-settings";
import { leadErrors, readIdempotencyKey } from "@/server/leads/lead-responses";
import { readLeadBody } from "@/server/leads/request-body";
import { submitLead } from "@/server/leads/submit-lead";
import { submitLeadFollowUp } from "@/server/leads/submit-lead-follow-up";
import { leadFollowUpKind, parseLeadFollowUp } from "@/domain/leads/lead-follow-up";
import { isTestTraffic } from "@/server/http/test-traffic";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/**
 * `POST /api/leads` on a site host: validates and stores a lead with its delivery jobs, or a follow-up on one
 * of the site's leads (valuation adjustment, rego lookup, offer acceptance; spec 000 §7) (docs/api.md).
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const idempotency = readIdempotencyKey(request.headers);
  if (!idempotency.ok) return leadErrors.badRequest("Idempotency-Key", "Idempotency-Key must be 1 to 200 printable characters.");
  const body = await readLeadBody(request);
  if (!body.ok) return leadErrors.badRequest(body.parameter ?? "body", body.message);
  try {
    const site = await findSite(params);
    if (!site) return leadErrors.unknownSite();
    const { db } = await getDatabase();
    const meta = { idempotencyKey: idempotency.key, clientIp: clientAddressOf(request.headers), now: new Date(), siteUrl: siteBaseUrl(site), testTraffic: isTestTraffic(request.headers) };
    const followUpKind = leadFollowUpKind(body.body);
    if (followUpKind) {
      const parsed = parseLeadFollowUp(followUpKind, body.body);
      if (!parsed.ok) return leadErrors.invalid(parsed.errors);
      const result = await submitLeadFollowUp(db, site, parsed.followUp, meta, wakeJobRunner);
      if (result.kind === "unknown_lead") return leadErrors.unknownLead(followUpKind === "valuation_adjustment" ? "id" : "lead_id");
      if (result.kind === "idempotency_conflict") return leadErrors.idempotencyConflict();
      const headers = result.kind === "replayed" ? { "Idempotent-Replayed": "true" } : undefined;
      return Response.json({ lead_id: result.leadId, follow_up_id: result.followUpId }, { status: result.kind === "created" ? 201 : 200, headers });
    }
    const verifiedPhone = await gatedLeadSender(db, site, body.body, request.headers, meta.now);
    const result = await submitLead(db, site, body.body, { ...meta, verifiedPhone }, { rateLimit: loadLeadSettings().rateLimit, onQueued: wakeJobRunner });
    if (result.kind === "invalid") return leadErrors.invalid(result.errors);
    if (result.kind === "idempotency_conflict") return leadErrors.idempotencyConflict();
    const headers = result.kind === "replayed" ? { "Idempotent-Replayed": "true" } : undefined;
    const status = result.statusToken ? { status_token: result.statusToken } : {};
    return Response.json({ lead_id: result.leadId, event_id: result.eventId, ...status }, { status: result.kind === "created" ? 201 : 200, headers });
  } catch (failure) {
    // One line: during a database outage every request lands here, and the shopper's browser retries.
    logFailure("Lead intake failed (503)", failure);
    return leadErrors.unavailable("Sending enquiries");
  }
}
