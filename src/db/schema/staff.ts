import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { dealerGroups, dealerships } from "./dealerships";

const scopeCheck = (name: string, dealershipId: { name: string }, dealerGroupId: { name: string }) =>
  check(name, sql`(${sql.identifier(dealershipId.name)} is null) <> (${sql.identifier(dealerGroupId.name)} is null)`);

/**
 * A dealer's staff member (decision 030): belongs to exactly one dealership or one dealer group (which covers all
 * the group's dealerships), with one role. E-mail addresses are stored lowercased and are unique: sign-in finds
 * the person by address.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    /** owner, manager, salesperson or marketing */
    role: text("role").notNull(),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    dealerGroupId: integer("dealer_group_id").references(() => dealerGroups.id, { onDelete: "cascade" }),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  },
  (t) => [
    scopeCheck("staff_users_one_scope", t.dealershipId, t.dealerGroupId),
    check("staff_users_role", sql`${t.role} in ('owner', 'manager', 'salesperson', 'marketing')`),
    index("staff_users_dealership_idx").on(t.dealershipId),
    index("staff_users_group_idx").on(t.dealerGroupId),
  ],
);

/** An invitation e-mailed by an owner: only the token's SHA-256 is kept; valid 7 days, used once. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    dealerGroupId: integer("dealer_group_id").references(() => dealerGroups.id, { onDelete: "cascade" }),
    invitedBy: integer("invited_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: integer("accepted_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [scopeCheck("staff_invitations_one_scope", t.dealershipId, t.dealerGroupId), index("staff_invitations_email_idx").on(t.email)],
);

/**
 * Who did what, when and from where (issue 33): every sign-in and every change a staff member makes. An entry
 * carries the scope it belongs to (the actor's dealership or group, or the subject's when no one is signed in), so
 * an owner reads only their own scope's entries.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: integer("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    dealerGroupId: integer("dealer_group_id").references(() => dealerGroups.id, { onDelete: "cascade" }),
    /** sign_in, sign_in_failed, sign_out, sign_out_everywhere, invite, accept_invitation, deactivate, … */
    action: text("action").notNull(),
    /** The staff user the action was about, when it was about one. */
    subjectId: integer("subject_id").references(() => staffUsers.id, { onDelete: "set null" }),
    detail: jsonb("detail").notNull().default({}),
    clientIp: text("client_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    scopeCheck("staff_audit_log_one_scope", t.dealershipId, t.dealerGroupId),
    index("staff_audit_log_dealership_idx").on(t.dealershipId, t.createdAt),
    index("staff_audit_log_group_idx").on(t.dealerGroupId, t.createdAt),
  ],
);
