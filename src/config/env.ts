import { z } from "zod";

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
    .optional(),
  /** Where the embedded database (PGlite) and other local state live when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Site served on plain localhost and bare IPs; defaults to the site flagged is_default. */
  DEFAULT_SITE: z.string().regex(/^[a-z0-9-]+$/).optional(),
  /** Seed the demo dealers when the database has no sites ("false" to start empty). */
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  DEMO_CARS: z.coerce.number().int().min(0).max(2_000_000).default(3000),
  /** Leads: smtp://user:pass@host:port (smtps:// for TLS). Unset: each e-mail is written to DATA_DIR/outbox as .eml. */
  LEAD_SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  LEAD_MAIL_FROM: z.string().min(3).default("Forecourt Leads <leads@forecourt.localhost>"),
  /** Run the lead delivery worker inside the app process ("false" when a standalone worker runs). */
  LEAD_WORKER: z.enum(["true", "false"]).default("true"),
  LEAD_WORKER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** How long a claimed delivery is held before another worker may retry it. */
  LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** The first retry's delay; it doubles per failure up to an hour, for at least 72 hours. */
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Leads one address may send a site per 10 minutes before further ones are flagged as suspected spam. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Location maps' raster tiles: a URL template with {z}, {x} and {y} (and {s} for subdomains), or "off" for lists without maps. */
  MAP_TILE_URL: z
    .union([z.literal("off"), z.string().regex(/^https?:\/\/[a-z0-9.{}-]+(:\d+)?\/\S*\{z\}\S*\{x\}\S*\{y\}/i, "must be an http(s) tile URL template with {z}, {x} and {y}, or off")])
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** The credit the tile provider asks for, shown on every map. */
  MAP_TILE_ATTRIBUTION: z.string().min(1).default("© OpenStreetMap contributors"),
  /** Stock imports: the largest share of bad rows (0–1) an import still applies, skipping them. */
  IMPORT_MAX_BAD_ROW_SHARE: z.coerce.number().min(0).max(1).default(0.05),
  /** Stock imports: the largest feed, in MiB, `PUT /api/dealer/stock` accepts. */
  IMPORT_MAX_FEED_MB: z.coerce.number().int().min(1).max(4_096).default(256),
  /** Stock imports from a URL: how long the server may take to answer, and to pause between chunks. */
  IMPORT_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * Memory for search indexes and their cached results (estimated, MB): beyond it the least recently
   * searched sites' indexes are dropped and rebuilt on their next search. A site's index is kept while
   * searched even when it alone is larger.
   */
  SEARCH_INDEX_MEMORY_MB: z.coerce.number().int().min(1).max(65_536).default(512),
  /**
   * Memory for rendered search and vehicle pages shared by all visitors (MB, decision 019): beyond it the least
   * recently served are dropped. 0 renders every page per request.
   */
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(0).max(65_536).default(32),
  /**
   * Test servers only: a request carrying this value in X-Forecourt-Test-Traffic is test traffic, and its
   * leads are stored tagged and never delivered. Unset (production), the header means nothing.
   */
  TEST_TRAFFIC_TOKEN: z.string().regex(/^[\x21-\x7e]{16,200}$/, "must be 16 to 200 printable characters").optional(),
  /** Reservation deposits: `none` (the default) sends a request and takes no payment; `stripe` takes the deposit online. */
  PAYMENT_PROVIDER: z.enum(["none", "stripe"]).default("none"),
  /** The sites (slugs, comma-separated) that take deposits online; unset: every site. */
  PAYMENT_SITES: z.string().regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, "must be site slugs separated by commas").optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9]+$/, "must be a Stripe webhook signing secret (whsec_…)").optional(),
  /** Another address for Stripe's API (a local fake in tests), e.g. http://127.0.0.1:4100. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
}).superRefine((env, ctx) => {
  if (env.PAYMENT_PROVIDER !== "stripe") return;
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
    if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when PAYMENT_PROVIDER=stripe" });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
