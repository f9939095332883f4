import path from "node:path";
import { z } from "zod";
import { loadEnv } from "@/config/env";

/**
 * Lead intake and delivery settings from the environment, validated once (a bad value stops start-up
 * naming the variable). Defaults suit development: mail goes to a file outbox under DATA_DIR.
 */
const leadEnvSchema = z.object({
  /** smtp://user:pass@host:port (smtps:// for TLS). Unset: each e-mail is written to DATA_DIR/outbox as .eml. */
  LEAD_SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  LEAD_MAIL_FROM: z.string().min(3).default("Forecourt Leads <leads@forecourt.localhost>"),
  /** Run the delivery worker inside the app process ("false" when a standalone worker runs). */
  LEAD_WORKER: z.enum(["true", "false"]).default("true"),
  LEAD_WORKER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** How long a claimed delivery is held before another worker may retry it. */
  LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** The first retry's delay; it doubles per failure up to an hour, for at least 72 hours. */
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Leads one address may send a site per 10 minutes before further ones are flagged as suspected spam. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
});

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

export function loadLeadSettings(source: NodeJS.ProcessEnv = process.env): LeadSettings {
  const parsed = leadEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const env = parsed.data;
  return {
    smtpUrl: env.LEAD_SMTP_URL,
    mailFrom: env.LEAD_MAIL_FROM,
    outboxDir: path.resolve(loadEnv(source).DATA_DIR, "outbox"),
    runWorker: env.LEAD_WORKER === "true",
    pollMs: env.LEAD_WORKER_POLL_MS,
    leaseMs: env.LEAD_DELIVERY_LEASE_MS,
    retryBaseMs: env.LEAD_RETRY_BASE_MS,
    webhookTimeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
    rateLimit: { max: env.LEAD_RATE_LIMIT, windowMs: 10 * 60_000 },
  };
}
