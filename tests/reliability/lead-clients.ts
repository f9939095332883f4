/** Shoppers' browsers for the reliability tests: each lead has one Idempotency-Key, retried until acknowledged. */
import { randomUUID } from "node:crypto";

export type SubmitStats = { attempted: number; acknowledged: Map<string, string>; requests: number; retries: number; statuses: Record<string, number>; rejected: string[] };

/** Sends one attempt of a lead; resolves to the HTTP answer, or throws on a network failure. */
export type LeadPost = (key: string, body: string) => Promise<{ status: number; json: unknown }>;

/** One attempt as the client saw it: when it started, how long it took, and its status or network error. */
export type LeadAttempt = { startedAt: number; ms: number; outcome: number | string };

/** Posts to `${url}/api/leads` with fetch (the app serves one site whatever the host). */
export const fetchLeadPost =
  (url: string): LeadPost =>
  async (key, body) => {
    const response = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, json: await response.json().catch(() => ({})) };
  };

export async function submitLeads(options: {
  post: LeadPost;
  total: number;
  concurrency: number;
  body: (index: number) => Record<string, unknown>;
  deadline: number;
  onAck?: (count: number) => void;
  onAttempt?: (attempt: LeadAttempt) => void;
}): Promise<SubmitStats> {
  const stats: SubmitStats = { attempted: options.total, acknowledged: new Map(), requests: 0, retries: 0, statuses: {}, rejected: [] };
  let next = 0;
  const submitOne = async (index: number) => {
    const key = randomUUID();
    const body = JSON.stringify(options.body(index));
    for (let attempt = 0; Date.now() < options.deadline; attempt++) {
      if (attempt > 0) {
        stats.retries += 1;
        await new Promise((r) => setTimeout(r, Math.min(1_000, 50 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random())));
      }
      stats.requests += 1;
      const startedAt = Date.now();
      let outcome: number | string;
      try {
        const { status, json } = await options.post(key, body);
        outcome = status;
        const leadId = (json as { lead_id?: string } | null)?.lead_id;
        if ((status === 200 || status === 201) && leadId) {
          stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
          options.onAttempt?.({ startedAt, ms: Date.now() - startedAt, outcome });
          stats.acknowledged.set(key, leadId);
          options.onAck?.(stats.acknowledged.size);
          return;
        }
        if (status >= 400 && status < 500 && status !== 429) {
          stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
          options.onAttempt?.({ startedAt, ms: Date.now() - startedAt, outcome });
          stats.rejected.push(`${key}: ${status} ${JSON.stringify(json)}`);
          return;
        }
      } catch (error) {
        outcome = error instanceof Error ? ((error.cause instanceof Error ? error.cause.message.split(" ")[0] : (error as { code?: string }).code) ?? error.name) : "network";
      }
      stats.statuses[outcome] = (stats.statuses[outcome] ?? 0) + 1;
      options.onAttempt?.({ startedAt, ms: Date.now() - startedAt, outcome });
    }
  };
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.total) await submitOne(next++);
    }),
  );
  return stats;
}
