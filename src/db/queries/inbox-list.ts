import { and, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, leads, staffUsers } from "../schema";
import type { LeadStatus } from "@/domain/inbox/lead-status";
import type { CarType } from "@/domain/car/car";
import type { LeadForm } from "@/domain/leads/lead-form-schema";
import { leadsInReach, type LeadReacher } from "./inbox-reach";

/**
 * The inbox list's filters (issue 33: status, dealership, form type, car type, assignee and age; search by name,
 * phone, e-mail, stock number or VIN). Each is optional; `assignee` is a staff id, "me" or "unassigned".
 */
export type InboxFilters = {
  status?: LeadStatus; dealershipId?: number; form?: LeadForm; carType?: CarType;
  assignee?: number | "me" | "unassigned"; /** Only leads that arrived within this many days. */ maxAgeDays?: number; search?: string;
};
/** Where a page starts: after the lead shown last (its exact created_at text, microseconds kept, and its id). */
export type InboxCursor = { createdAt: string; id: string };

export type InboxRow = {
  id: string; createdAt: Date; dealershipId: number; dealershipName: string; form: LeadForm; status: LeadStatus;
  name: string | null; lastName: string | null; email: string | null; phone: string | null;
  assignee: { id: number; name: string } | null;
  car: { title: string; carType: CarType; stocknum: string } | null;
  /** When its wait ended; null while the shopper still waits (the row shows how long). */
  firstAnsweredAt: Date | null;
  /** Outside hours: the opening it waits for. */
  routeWaitsUntil: Date | null;
  receivedCount: number; testTraffic: boolean;
  cursor: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(staff: LeadReacher, filters: InboxFilters, now: Date): (SQL | undefined)[] {
  const search = filters.search?.trim();
  const digits = search?.replace(/\D/g, "") ?? "";
  const like = search ? `%${escapeLike(search)}%` : null;
  return [
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.dealershipId !== undefined ? eq(leads.dealershipId, filters.dealershipId) : undefined,
    filters.form ? eq(leads.form, filters.form) : undefined,
    filters.carType ? eq(cars.carType, filters.carType) : undefined,
    filters.assignee === "unassigned" ? isNull(leads.assigneeStaffId) : filters.assignee !== undefined ? eq(leads.assigneeStaffId, filters.assignee === "me" ? staff.id : filters.assignee) : undefined,
    filters.maxAgeDays !== undefined ? gte(leads.createdAt, new Date(now.getTime() - filters.maxAgeDays * 86_400_000)) : undefined,
    like
      ? or(
          ilike(sql`coalesce(${leads.name}, '') || ' ' || coalesce(${leads.lastName}, '')`, like), ilike(leads.email, like),
          ilike(cars.stocknum, like), ilike(cars.vin, like),
          digits.length >= 4 ? sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
        )
      : undefined,
  ];
}

/**
 * One page of the inbox: the leads in the staff member's reach (`leadsInReach`), newest first, repeats folded into
 * their first lead (its `receivedCount`). Keyset pages, so a page deep in 100,000 leads costs what the first does.
 */
export async function listInboxLeads(db: Database, staff: LeadReacher, filters: InboxFilters, page: { limit: number; after?: InboxCursor; now: Date }): Promise<InboxRow[]> {
  const after = page.after ? sql`(${leads.createdAt}, ${leads.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : undefined;
  const rows = await db
    .select({
      id: leads.id, createdAt: leads.createdAt, cursorTime: sql<string>`${leads.createdAt}::text`, dealershipId: leads.dealershipId, dealershipName: dealerships.name,
      form: leads.form, status: leads.status, name: leads.name, lastName: leads.lastName, email: leads.email, phone: leads.phone,
      assigneeId: leads.assigneeStaffId, assigneeName: staffUsers.name,
      carTitle: cars.name, carType: cars.carType, stocknum: cars.stocknum,
      firstAnsweredAt: leads.firstAnsweredAt, routeWaitsUntil: leads.routeWaitsUntil, receivedCount: leads.receivedCount, testTraffic: leads.testTraffic,
    })
    .from(leads)
    .innerJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeStaffId))
    .where(and(leadsInReach(staff), isNull(leads.repeatOf), after, ...filterConditions(staff, filters, page.now)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit);
  return rows.map(({ cursorTime, assigneeId, assigneeName, carTitle, carType, stocknum, ...row }) => ({
    ...row,
    form: row.form as LeadForm,
    status: row.status as LeadStatus,
    assignee: assigneeId !== null ? { id: assigneeId, name: assigneeName ?? "" } : null,
    car: carTitle !== null && carType !== null && stocknum !== null ? { title: carTitle, carType: carType as CarType, stocknum } : null,
    cursor: `${cursorTime}|${row.id}`,
  }));
}

/** A page cursor from its text form (`createdAt|id`), or undefined when it does not read as one. */
export function parseInboxCursor(text: string | undefined): InboxCursor | undefined {
  const match = text?.match(/^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?[+-]\d\d(?::\d\d)?)\|([0-9a-f-]{36})$/i);
  return match ? { createdAt: match[1]!, id: match[2]! } : undefined;
}

/** The salespeople a lead can be given to, or filtered by, in the staff member's dealerships. */
export async function listScopeSalespeople(db: Database, dealershipIds: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (dealershipIds.length === 0) return [];
  return db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers)
    .leftJoin(dealerships, eq(dealerships.dealerGroupId, staffUsers.dealerGroupId))
    .where(and(eq(staffUsers.active, true), eq(staffUsers.role, "salesperson"), or(inArray(staffUsers.dealershipId, [...dealershipIds]), inArray(dealerships.id, [...dealershipIds]))))
    .groupBy(staffUsers.id, staffUsers.name)
    .orderBy(staffUsers.name);
}
