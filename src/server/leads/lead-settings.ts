import path from "node:path";
import { loadEnv } from "@/config/env";

export type LeadSettings = {
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  runWorker: boolean;
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  webhookTimeoutMs: number;
  rateLimit: { max: number; windowMs: number };
};

/** Lead intake and delivery settings, read from the validated environment (`LEAD_*` in src/config/env.ts). */
export function loadLeadSettings(source: NodeJS.ProcessEnv = process.env): LeadSettings {
  const env = loadEnv(source);
  return {
    smtpUrl: env.LEAD_SMTP_URL,
    mailFrom: env.LEAD_MAIL_FROM,
    outboxDir: path.resolve(env.DATA_DIR, "outbox"),
    runWorker: env.LEAD_WORKER === "true",
    pollMs: env.LEAD_WORKER_POLL_MS,
    leaseMs: env.LEAD_DELIVERY_LEASE_MS,
    retryBaseMs: env.LEAD_RETRY_BASE_MS,
    webhookTimeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
    rateLimit: { max: env.LEAD_RATE_LIMIT, windowMs: 10 * 60_000 },
  };
}
