import { index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./people";
import { sites } from "./sites";

/**
 * A one-time sign-in code sent by SMS to a number (issue 14, decision 020). Only a salted HMAC of the code is
 * kept; the code is checked, from the browser that asked for it, against the latest challenge it asked for for the
 * number, at most 5 times, for 10 minutes, once. Rows stay for a day after they expire: the send limits count them.
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** E.164 (+61…), the form users.phone holds. */
    phone: text("phone").notNull(),
    /** HMAC-SHA256 of the code keyed with code_salt, base64url. */
    codeHash: text("code_hash").notNull(),
    codeSalt: text("code_salt").notNull(),
    /** Guesses checked against the code, the right one included. */
    tries: smallint("tries").notNull().default(0),
    /** The address that asked for the code, for the per-address send limit. */
    clientIp: text("client_ip"),
    /**
     * SHA-256 (base64url) of the `__Host-fc_signin` cookie of the browser that asked for the code: only that browser's
     * guesses are checked against it, so a stranger's cannot use up its tries (issue 30 §3). Null on rows from before.
     */
    browserHash: text("browser_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("otp_challenges_phone_idx").on(t.siteId, t.phone, t.createdAt), index("otp_challenges_ip_idx").on(t.siteId, t.clientIp, t.createdAt)],
);

/**
 * A code check that failed (a wrong code, or no live code of this browser's for the number), kept an hour for the
 * per-address limit on failed checks (issue 30 §3, `code-check-limits.ts`) and deleted by housekeeping.
 */
export const otpCheckFailures = pgTable(
  "otp_check_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    clientIp: text("client_ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("otp_check_failures_ip_idx").on(t.siteId, t.clientIp, t.createdAt)],
);

/**
 * A signed-in shopper's browser. The cookie holds a random 256-bit token; the row's id is its SHA-256, so a copy
 * of the table signs no one in. Ended by sign-out (the row is deleted), idle expiry or the 30-day limit.
 */
export const shopperSessions = pgTable(
  "shopper_sessions",
  {
    /** SHA-256 of the cookie's token, base64url. */
    id: text("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("shopper_sessions_user_idx").on(t.userId), index("shopper_sessions_expires_idx").on(t.expiresAt)],
);
