import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { dealerships, staffAuditLog, staffUsers } from "../schema";
import { homeInScope } from "./staff-scope-condition";
import type { StaffHome, StaffScope } from "@/domain/staff/staff-scope";

/** When a staff member's change is made, and from which client address: what its audit entry records besides the change. */
export type AuditContext = { now: Date; clientIp: string | null };

export type NewAuditEntry = { home: StaffHome; actorId: number | null; action: string; subjectId?: number | null; detail?: Record<string, unknown>; clientIp: string | null; at: Date };

export type AuditEntry = {
  id: string; at: Date; action: string; actorId: number | null; actorName: string | null; subjectId: number | null; subjectName: string | null;
  /** The dealership the entry is filed under (null for a group's own entries). */
  dealershipId: number | null; dealershipName: string | null;
  detail: Record<string, unknown>; clientIp: string | null;
};

const subject = alias(staffUsers, "audit_subject");

export async function appendAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    ...entry.home, actorId: entry.actorId, action: entry.action, subjectId: entry.subjectId ?? null, detail: entry.detail ?? {}, clientIp: entry.clientIp, createdAt: entry.at,
  });
}

/** The scope's entries, newest first. */
export async function listAuditEntries(db: Database, scope: StaffScope, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: staffAuditLog.id, at: staffAuditLog.createdAt, action: staffAuditLog.action, actorId: staffAuditLog.actorId, actorName: staffUsers.name,
      subjectId: staffAuditLog.subjectId, subjectName: subject.name, dealershipId: staffAuditLog.dealershipId, dealershipName: dealerships.name,
      detail: staffAuditLog.detail, clientIp: staffAuditLog.clientIp,
    })
    .from(staffAuditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAuditLog.actorId))
    .leftJoin(subject, eq(subject.id, staffAuditLog.subjectId))
    .leftJoin(dealerships, eq(dealerships.id, staffAuditLog.dealershipId))
    .where(homeInScope(staffAuditLog, scope))
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, detail: (r.detail ?? {}) as Record<string, unknown> }));
}
