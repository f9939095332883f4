import type { LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";

/** The lead API's error answers, mapped once (docs/api.md). */
export const leadErrors = {
  unknownSite: () => Response.json({ error: { message: "Unknown site" } }, { status: 404 }),
  unknownLead: (parameter: string) => Response.json({ error: { parameter, message: "No such lead on this site." } }, { status: 404 }),
  badRequest: (parameter: string, message: string) => Response.json({ error: { parameter, message } }, { status: 400 }),
  invalid: (fields: LeadFieldErrors) =>
    Response.json({ error: { parameter: Object.keys(fields)[0] ?? "form", message: LEAD_MESSAGES.errorSummary, fields } }, { status: 400 }),
  idempotencyConflict: () =>
    Response.json({ error: { parameter: "Idempotency-Key", message: "This Idempotency-Key was already used for a different submission." } }, { status: 422 }),
  unauthorized: () =>
    Response.json({ error: { message: "Send a dealership API key as 'Authorization: Bearer <key>'." } }, { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="dealer-leads"' } }),
  unavailable: (what: string) =>
    Response.json({ error: { message: `${what} is unavailable just now, please try again.` } }, { status: 503, headers: { "Retry-After": "2" } }),
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header: absent, valid, or an error naming the header. */
export function readIdempotencyKey(headers: Headers): { ok: true; key?: string } | { ok: false } {
  const key = headers.get("idempotency-key");
  if (key === null) return { ok: true };
  return IDEMPOTENCY_KEY.test(key) ? { ok: true, key } : { ok: false };
}
