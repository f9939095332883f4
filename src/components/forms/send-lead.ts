import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";

export type SendLeadOutcome =
  | { kind: "sent"; leadId: string; eventId: number; statusToken: string | null }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "failed"; message: string };

type ErrorBody = { error?: { message?: unknown; fields?: unknown } };

/**
 * `POST /api/leads` (docs/api.md) with the submission's Idempotency-Key. A 400 lists the bad fields; any
 * other failure gives the server's message or, without one, 'An unexpected error occured' (spec 000 §8).
 */
export async function sendLead(body: Record<string, unknown>, idempotencyKey: string): Promise<SendLeadOutcome> {
  try {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok && answer && typeof answer === "object" && "lead_id" in answer) {
      const { lead_id: leadId, event_id: eventId, status_token: statusToken } = answer as { lead_id: string; event_id: number; status_token?: string };
      return { kind: "sent", leadId, eventId, statusToken: statusToken ?? null };
    }
    const error = (answer as ErrorBody | null)?.error;
    if (response.status === 400 && error?.fields && typeof error.fields === "object") return { kind: "invalid", errors: error.fields as Record<string, string> };
    return { kind: "failed", message: typeof error?.message === "string" && error.message ? error.message : LEAD_MESSAGES.unexpectedError };
  } catch (failure) {
    console.error("Lead submit failed", failure);
    return { kind: "failed", message: LEAD_MESSAGES.unexpectedError };
  }
}
