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
