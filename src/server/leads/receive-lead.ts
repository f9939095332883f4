import type { Database } from "@/db/client";
import type { LeadFollowUp } from "@/domain/leads/lead-follow-up";
import type { Site } from "@/domain/site/site";
import { clientAddressOf } from "@/server/http/client-address";
import { isTestTraffic } from "@/server/http/test-traffic";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { gatedLeadSender } from "./gated-lead-sender";
import { loadLeadSettings } from "./lead-settings";
import { submitLead, type LeadRequestMeta, type SubmitLeadResult } from "./submit-lead";
import { submitLeadFollowUp, type SubmitFollowUpResult } from "./submit-lead-follow-up";

/** The request a lead arrived with, as the intake reads it: its headers and the idempotency key it carried. */
export type LeadRequest = { headers: Headers; idempotencyKey?: string };

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** An idempotency key as a lead may carry it (header or form field): 1 to 200 printable characters. */
export const isIdempotencyKey = (value: unknown): value is string => typeof value === "string" && IDEMPOTENCY_KEY.test(value);

/** The Idempotency-Key header: absent, valid, or an error naming the header. */
export function readIdempotencyKey(headers: Headers): { ok: true; key?: string } | { ok: false } {
  const key = headers.get("idempotency-key");
  if (key === null) return { ok: true };
  return isIdempotencyKey(key) ? { ok: true, key } : { ok: false };
}

function requestMeta(site: Site, request: LeadRequest): LeadRequestMeta {
  const { headers, idempotencyKey } = request;
  return { idempotencyKey, clientIp: clientAddressOf(headers), now: new Date(), siteUrl: siteBaseUrl(site), testTraffic: isTestTraffic(headers) };
}

/**
 * A lead, however it came (`POST /api/leads`, or a form posted without JavaScript): who sent it, a gated form's
 * signed-in shopper (decision 024), then the one intake, which stores it with its delivery jobs and wakes the worker.
 */
export async function receiveLead(db: Database, site: Site, body: Record<string, unknown>, request: LeadRequest): Promise<SubmitLeadResult> {
  const meta = requestMeta(site, request);
  const verifiedPhone = await gatedLeadSender(db, site, body, request.headers, meta.now);
  return submitLead(db, site, body, { ...meta, verifiedPhone }, { rateLimit: loadLeadSettings().rateLimit, onQueued: wakeJobRunner });
}

/** A follow-up on one of the site's leads (valuation adjustment, rego lookup, offer acceptance; spec 000 §7). */
export async function receiveLeadFollowUp(db: Database, site: Site, followUp: LeadFollowUp, request: LeadRequest): Promise<SubmitFollowUpResult> {
  return submitLeadFollowUp(db, site, followUp, requestMeta(site, request), wakeJobRunner);
}
