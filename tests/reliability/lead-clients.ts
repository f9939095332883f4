/** Shoppers' browsers for the reliability test: each lead has one Idempotency-Key, retried until acknowledged. */
import { randomUUID } from "node:crypto";

export type SubmitStats = { attempted: number; acknowledged: Map<string, string>; requests: number; retries: number; statuses: Record<string, number>; rejected: string[] };

export async function submitLeads(options: {
  url: string;
  total: number;
  concurrency: number;
  body: (index: number) => Record<string, unknown>;
  deadline: number;
  onAck?: (count: number) => void;
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
      let status: number | string;
      try {
        const response = await fetch(`${options.url}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        status = response.status;
        const json = (await response.json().catch(() => ({}))) as { lead_id?: string };
        if ((status === 200 || status === 201) && json.lead_id) {
          stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
          stats.acknowledged.set(key, json.lead_id);
          options.onAck?.(stats.acknowledged.size);
          return;
        }
        if (status >= 400 && status < 500) {
          stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
          stats.rejected.push(`${key}: ${status} ${JSON.stringify(json)}`);
          return;
        }
      } catch (error) {
        status = error instanceof Error ? (error.cause instanceof Error ? error.cause.message.split(" ")[0] ?? "network" : error.name) : "network";
      }
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.total) await submitOne(next++);
    }),
  );
  return stats;
}
