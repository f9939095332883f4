import { leadFollowUpKind, parseLeadFollowUp } from "@/domain/leads/lead-follow-up";
import { badRequest } from "@/server/http/api-error";
import { readRequestBody } from "@/server/http/request-body";
import { withSite } from "@/server/http/with-site";
import { followUpAnswer, invalidLead, LEAD_INTAKE_EDGE, leadAnswer } from "@/server/leads/lead-api-answers";
import { readIdempotencyKey, receiveLead, receiveLeadFollowUp } from "@/server/leads/receive-lead";

export const dynamic = "force-dynamic";

/**
 * `POST /api/leads` on a site host: validates and stores a lead with its delivery jobs, or a follow-up on one
 * of the site's leads (valuation adjustment, rego lookup, offer acceptance; spec 000 §7) (docs/api.md).
 */
export const POST = withSite(async ({ request, site, db }) => {
  const idempotency = readIdempotencyKey(request.headers);
  if (!idempotency.ok) throw badRequest("Idempotency-Key", "Idempotency-Key must be 1 to 200 printable characters.");
  const body = await readRequestBody(request);
  if (!body.ok) throw badRequest(body.parameter ?? "body", body.message);
  const leadRequest = { headers: request.headers, idempotencyKey: idempotency.key };
  const followUpKind = leadFollowUpKind(body.body);
  if (!followUpKind) return leadAnswer(await receiveLead(db, site, body.body, leadRequest));
  const parsed = parseLeadFollowUp(followUpKind, body.body);
  if (!parsed.ok) throw invalidLead(parsed.errors);
  return followUpAnswer(followUpKind, await receiveLeadFollowUp(db, site, parsed.followUp, leadRequest));
}, LEAD_INTAKE_EDGE);
