import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";
import { leads } from "./leads";
import { staffUsers } from "./staff";

/**
 * A lead's log in the inbox (issue 33: "Every change is timed and logged"; decision 040): append-only, one row per
 * `LeadEvent`. The timers, the response figures and the shoppers' "Usually replies within…" line are read from it.
 * Not `lead_events`, which holds a lead's follow-ups (spec 000 §7). `received` rows are written by a trigger on
 * `leads`, so every intake path logs its arrival.
 */
export const leadActivity = pgTable(
  "lead_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Whom the event is about: the assignee of `assigned`, the author of a reply, a status change or a note. */
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Who did it, when someone other than routing: the manager who moved it, the claimer. */
    actorStaffId: integer("actor_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** assigned {by}; status_changed {from, to, lostReason}; replied {channel}; note_added {note}. */
    detail: jsonb("detail").notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Insertion order: what happened at one instant (a status change and its note) reads in the order it was written. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    check("lead_activity_kind", sql`${t.kind} in ('received', 'assigned', 'unassigned', 'status_changed', 'replied', 'note_added')`),
    index("lead_activity_lead_at_idx").on(t.leadId, t.at),
    index("lead_activity_dealership_at_idx").on(t.dealershipId, t.at),
  ],
);

/** A dealership's routing settings, set by a manager (decision 031): rules in order, the timer, the round-robin state. */
export const leadRoutingSettings = pgTable("lead_routing_settings", {
  dealershipId: integer("dealership_id").primaryKey().references(() => dealerships.id, { onDelete: "cascade" }),
  /** `RoutingRule[]` in the manager's order. */
  rules: jsonb("rules").notNull().default([]),
  reassignAfterMinutes: integer("reassign_after_minutes").notNull().default(15),
  /** `RotationState`: per rule id, the salesperson it assigned last. */
  rotation: jsonb("rotation").notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
});
