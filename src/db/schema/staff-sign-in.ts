import { index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffInvitations, staffUsers } from "./staff";

/**
 * A signed-in staff browser (decision 030). The row's id is the SHA-256 of the cookie's 256-bit token. It ends
 * after 12 idle hours or 24 hours after sign-in (`staff-session-expiry.ts`), or when `ended_at` is set: sign-out,
 * sign out everywhere, or the user's deactivation.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffUserId: integer("staff_user_id").notNull().references(() => staffUsers.id, { onDelete: "cascade" }),
    /** passkey, link_totp or link_recovery_code */
    method: text("method").notNull(),
    clientIp: text("client_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_user_idx").on(t.staffUserId)],
);

/** A registered WebAuthn credential. The id is the credential id (base64url), the key its COSE public key (base64url). */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    staffUserId: integer("staff_user_id").notNull().references(() => staffUsers.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("staff_passkeys_user_idx").on(t.staffUserId)],
);

/** A staff member's TOTP app: the secret AES-256-GCM encrypted under STAFF_SECRET_KEY; the last time step accepted. */
export const staffTotp = pgTable("staff_totp", {
  staffUserId: integer("staff_user_id").primaryKey().references(() => staffUsers.id, { onDelete: "cascade" }),
  secretCiphertext: text("secret_ciphertext").notNull(),
  lastTimeStep: integer("last_time_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Recovery codes: HMAC-SHA256 of each under its own salt; used once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffUserId: integer("staff_user_id").notNull().references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    codeSalt: text("code_salt").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.staffUserId)],
);

/**
 * A request for an e-mailed sign-in link. Kept whether or not the address has an account (then `staff_user_id` is
 * null and nothing is sent), so the per-address and per-client limits count every request alike. The token's
 * SHA-256 only; 15 minutes; spent by the code step that succeeds, dead after 5 wrong codes.
 */
export const staffSignInLinks = pgTable(
  "staff_sign_in_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
    clientIp: text("client_ip"),
    tries: smallint("tries").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_sign_in_links_email_idx").on(t.email, t.createdAt), index("staff_sign_in_links_ip_idx").on(t.clientIp, t.createdAt)],
);

/** A failed second step (wrong TOTP or recovery code, a passkey that did not verify), for the brute-force limits. */
export const staffSignInFailures = pgTable(
  "staff_sign_in_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
    clientIp: text("client_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sign_in_failures_user_idx").on(t.staffUserId, t.createdAt), index("staff_sign_in_failures_ip_idx").on(t.clientIp, t.createdAt)],
);

/** A WebAuthn challenge handed to a browser: for sign-in (no user yet) or for registering a passkey; used once. */
export const staffWebauthnChallenges = pgTable("staff_webauthn_challenges", {
  id: uuid("id").primaryKey().defaultRandom(),
  challenge: text("challenge").notNull(),
  /** sign_in or register */
  purpose: text("purpose").notNull(),
  staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
  invitationId: uuid("invitation_id").references(() => staffInvitations.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
