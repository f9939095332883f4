import { isIP } from "node:net";
import { z } from "zod";

export type AddressRange = { address: string; prefix: number; family: "ipv4" | "ipv6" };

/** `192.0.2.10`, `10.0.0.0/8`, `2001:db8::/32`: an address (a block of one) or a CIDR block, or null. */
function parseAddressRange(text: string): AddressRange | null {
  const [address = "", prefixText, extra] = text.split("/");
  const version = isIP(address);
  if (!version || extra !== undefined) return null;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  return prefix >= 0 && prefix <= bits ? { address, prefix, family: version === 4 ? "ipv4" : "ipv6" } : null;
}

/** A comma-separated list of addresses and CIDR blocks; every entry must be one. */
const addressRangesSchema = z.string().transform((value, ctx) => {
  const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
  const ranges = entries.map(parseAddressRange);
  const bad = entries.filter((_, i) => ranges[i] === null);
  if (bad.length) ctx.addIssue({ code: "custom", message: `must be IP addresses or CIDR blocks separated by commas (not ${bad.map((b) => JSON.stringify(b)).join(", ")})` });
  return ranges.filter((range): range is AddressRange => range !== null);
});

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
    .optional(),
  /**
   * A hot standby of DATABASE_URL for reads that may lag by a moment: search index builds, sitemaps and vehicle-ads
   * feeds (decision 023). Unset, or while it fails, they read the primary.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
    .optional(),
  /** Where the embedded database (PGlite) and other local state live when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The HTTP port `npm start` serves on (next start reads it too). */
  PORT: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(65_535).optional()),
  /**
   * Local runs: where a site without a public address of its own (none configured, or only reserved names such as
   * the demo dealers' `.example` domains) is reached, as `{slug}.localhost` on this origin's scheme and port. Its
   * canonical URLs, sitemaps and e-mailed links use it (decision 003). Unset: `http://localhost:{PORT}`.
   */
  LOCAL_ORIGIN: z.url({ protocol: /^https?$/, hostname: /^localhost$/, error: "must be http://localhost or https://localhost, with a port if needed" }).refine((value) => new URL(value).pathname === "/" && !/[?#]/.test(value), "must be an origin (no path)").optional(),
  /**
   * The dealer workspace's origin (decision 030): one host for every dealer's staff, never a shopper site. Unset:
   * `dealers.localhost` on LOCAL_ORIGIN's scheme and port (`http://dealers.localhost:{PORT}`).
   */
  WORKSPACE_ORIGIN: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// origin" }).refine((value) => new URL(value).pathname === "/" && !/[?#]/.test(value), "must be an origin (no path)").optional(),
  /** Encrypts staff TOTP secrets at rest: 32 random bytes, base64url (43 characters). Unset: a key made once in DATA_DIR. */
  STAFF_SECRET_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be 32 bytes, base64url (43 characters)").optional(),
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
  /** How often the job runner works out the cars' figures for yesterday and today again (car_daily_stats, decision 052). */
  CAR_FIGURES_ROLLUP_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  /** How long a claimed delivery is held before another worker may retry it. */
  LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** The first retry's delay; it doubles per failure up to an hour, for at least 72 hours. */
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * The proxies (load balancers) in front of the app whose X-Forwarded-For is believed: addresses and CIDR blocks,
   * comma-separated (`127.0.0.1, 10.0.0.0/8, ::1`). A request from any other address is its own client, whatever
   * X-Forwarded-For it carries. Unset: none, so every client is the socket's peer.
   */
  TRUSTED_PROXIES: addressRangesSchema.default([]),
  /** Leads one address may send a site per 10 minutes before further ones are flagged as suspected spam. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * Workspace sign-in links one client address may ask for per hour (decision 030), whatever addresses it names;
   * raise it where many people share one address (an office behind one NAT, a test run's browsers).
   */
  STAFF_SIGN_IN_LINKS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Structured (JSON) log level. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** This process's name in logs (`node`), e.g. app-1 or worker-1; unset: its pid. */
  FORECOURT_NODE: z.string().regex(/^[\w.-]{1,64}$/, "must be 1 to 64 letters, digits, dots, dashes or underscores").optional(),
  /** Bearer token `/metrics` requires (and the balancer adds for its allowed scrapers); unset, `/metrics` answers 404. */
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,200}$/, "must be 16 to 200 printable characters").optional(),
  /** The standalone worker serves its `/metrics` on this port (127.0.0.1, or WORKER_METRICS_HOST); unset, it serves none. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  WORKER_METRICS_HOST: z.union([z.ipv4(), z.ipv6()]).default("127.0.0.1"),
  /** SIGTERM: the longest an app node or worker takes to finish what it is doing before it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
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
  /**
   * Dealer photos: "true" lets a feed's photo URLs use plain http as well as https (issue 30). Either way
   * the server fetches photos only from public addresses.
   */
  PHOTO_FETCH_ALLOW_HTTP: z.enum(["true", "false"]).default("false"),
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
  /** Text messages (sign-in codes): `outbox` (the default) writes each to DATA_DIR/sms-outbox and logs it; `twilio` sends through Twilio's REST API. */
  SMS_PROVIDER: z.enum(["outbox", "twilio"]).default("outbox"),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-f]{32}$/, "must be a Twilio account SID (AC and 32 hex digits)").optional(),
  TWILIO_AUTH_TOKEN: z.string().regex(/^[0-9a-f]{32}$/, "must be a Twilio auth token (32 hex digits)").optional(),
  /** The sender: an E.164 number (+61…) or an alphanumeric sender id of up to 11 characters. */
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, "must be an E.164 number (+61…) or an alphanumeric sender id of up to 11 characters").optional(),
  /** A messaging service to send from instead of TWILIO_FROM. */
  TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-f]{32}$/, "must be a Twilio messaging service SID (MG and 32 hex digits)").optional(),
  /** Another address for Twilio's API (a local fake in tests). */
  TWILIO_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default("https://api.twilio.com"),
  TWILIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** A Graph API token that can read the sites' Facebook pages' posts (a system user's); unset: the sites' own posts only (decision 035). */
  FACEBOOK_ACCESS_TOKEN: z.string().regex(/^[A-Za-z0-9|_-]{20,500}$/, "must be a Graph API access token").optional(),
  /** Another address for the Graph API (a local fake in tests), with its version. */
  FACEBOOK_GRAPH_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default("https://graph.facebook.com/v26.0"),
  FACEBOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
}).superRefine((env, ctx) => {
  if (env.SMS_PROVIDER === "twilio") {
    for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_PROVIDER=twilio" });
    }
    if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
      ctx.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio" });
    }
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) ctx.addIssue({ code: "custom", path: ["DATABASE_REPLICA_URL"], message: "needs DATABASE_URL (a replica of the embedded database cannot exist)" });
  if (env.PAYMENT_PROVIDER !== "stripe") return;
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
    if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when PAYMENT_PROVIDER=stripe" });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Parses the whole environment on every call (callers on a request's path keep what they read); a bad value stops start-up naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
