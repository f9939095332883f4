import { and, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { cars, dealerships, leads, sites, staffUsers } from "../schema";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import type { InboxFilters, InboxSearch } from "@/domain/inbox/inbox-list-query";
import type { LeadStatus } from "@/domain/inbox/lead-status";
import type { LeadForm } from "@/domain/leads/lead-form-schema";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import { leadsInReach, type LeadReacher } from "./inbox-reach";

export type InboxRow = {
  id: string;
  shopperName: string;
  form: LeadForm;
  car: { title: string; stocknum: string | null } | null;
  dealershipName: string;
  status: LeadStatus;
  assignee: { id: number; name: string } | null;
  receivedAt: Date;
  firstAnsweredAt: Date | null;
  /** How many times the enquiry came (a repeat within 24 hours joins its first lead). */
  receivedCount: number;
  /** Outside hours: when routing places it, at the next opening. */
  routeWaitsUntil: Date | null;
  /** The clock of the lead's site, which its times are told on. */
  timeZone: string;
};

export type InboxPage = { rows: InboxRow[]; nextBefore: string | null };

export const INBOX_PAGE_SIZE = 25;
const HOUR = 3_600_000;
const AGE_MS = { hour: HOUR, day: 24 * HOUR, week: 7 * 24 * HOUR } as const;

const vehicle = (field: string) => sql<string | null>`${leads.payload}->'vehicle'->>${field}`;
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Trigrams need three characters: a shorter text is matched by reading the list, which the index could not narrow. */
const TRIGRAM_LENGTH = 3;
const searchedCars = alias(cars, "searched_cars");
const shopperName = sql`(coalesce(${leads.name}, '') || ' ' || coalesce(${leads.lastName}, ''))`;

/**
 * A text that reads as a phone number (digits, spaces and + ( ) . -) names no one, no address, stock number or VIN: the
 * phone alone, on its index. Otherwise the match itself reads the lead's car, which no index of leads can serve; with a
 * text of three characters or more it is joined by a condition every match meets that reads leads alone, each branch
 * on an index (decision 043): the name and e-mail's trigrams, the staff member's dealerships' cars with that stock
 * number or VIN, the form's copy.
 */
function searchCondition(staff: LeadReacher, search: InboxSearch): SQL {
  if (search.phoneE164) return eq(leads.phoneE164, search.phoneE164);
  const term = likeTerm(search.text);
  const exact = search.text.toLowerCase();
  const matches = or(
    sql`${shopperName} ilike ${term}`,
    sql`${leads.email} ilike ${term}`,
    sql`lower(coalesce(${cars.stocknum}, ${vehicle("stocknum")})) = ${exact}`,
    sql`lower(coalesce(${cars.vin}, ${vehicle("vin")})) = ${exact}`,
  )!;
  if (search.text.length < TRIGRAM_LENGTH) return matches;
  // The JSON keys are written out, not bound: an expression index serves only the expression it was built on.
  const candidates = or(
    sql`${shopperName} ilike ${term}`,
    sql`${leads.email} ilike ${term}`,
    sql`${leads.carId} = any(array(select ${searchedCars.id} from ${cars} ${searchedCars} where ${inArray(searchedCars.dealershipId, [...scopeDealershipIds(staff.scope)])} and (lower(${searchedCars.stocknum}) = ${exact} or lower(${searchedCars.vin}) = ${exact})))`,
    sql`lower(${leads.payload}->'vehicle'->>'stocknum') = ${exact}`,
    sql`lower(${leads.payload}->'vehicle'->>'vin') = ${exact}`,
  )!;
  return and(candidates, matches)!;
}

function filterConditions(staff: LeadReacher, filters: InboxFilters, now: Date): (SQL | undefined)[] {
  const { assignee, age } = filters;
  return [
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.dealershipId ? eq(leads.dealershipId, filters.dealershipId) : undefined,
    filters.form ? eq(leads.form, filters.form) : undefined,
    filters.carType ? sql`coalesce(${cars.carType}, ${vehicle("carType")}) = ${filters.carType}` : undefined,
    assignee?.kind === "unassigned" ? isNull(leads.assigneeStaffId) : undefined,
    assignee?.kind === "me" ? eq(leads.assigneeStaffId, staff.id) : undefined,
    assignee?.kind === "staff" ? eq(leads.assigneeStaffId, assignee.staffId) : undefined,
    age === "older" ? lte(leads.createdAt, new Date(now.getTime() - AGE_MS.week)) : age ? gt(leads.createdAt, new Date(now.getTime() - AGE_MS[age])) : undefined,
    filters.search ? searchCondition(staff, filters.search) : undefined,
    // Keyset paging: after the cursor's lead in (created_at, id) order; a cursor outside the list gives nothing.
    filters.before ? sql`(${leads.createdAt}, ${leads.id}) < (select l.created_at, l.id from ${leads} l where l.id = ${filters.before})` : undefined,
  ];
}

/**
 * One page of the inbox, newest first, with the cursor of the next page (null on the last): the leads in the staff
 * member's reach (`leadsInReach`), never test traffic, a repeat only as the count on its first lead (issue 33).
 */
export async function listInboxLeads(db: Database, staff: LeadReacher, filters: InboxFilters, now: Date): Promise<InboxPage> {
  const rows = await db
    .select({
      id: leads.id, name: leads.name, lastName: leads.lastName, form: leads.form, status: leads.status, receivedAt: leads.createdAt,
      firstAnsweredAt: leads.firstAnsweredAt, receivedCount: leads.receivedCount, routeWaitsUntil: leads.routeWaitsUntil,
      dealershipName: dealerships.name, siteState: sql<string | null>`${sites.config}->'address'->>'state'`, assigneeId: staffUsers.id, assigneeName: staffUsers.name,
      carTitle: sql<string | null>`coalesce(${cars.name}, ${vehicle("name")})`, stocknum: sql<string | null>`coalesce(${cars.stocknum}, ${vehicle("stocknum")})`,
    })
    .from(leads)
    .innerJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeStaffId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(leadsInReach(staff), eq(leads.testTraffic, false), isNull(leads.repeatOf), ...filterConditions(staff, filters, now)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(INBOX_PAGE_SIZE + 1);
  const page = rows.slice(0, INBOX_PAGE_SIZE).map((row): InboxRow => ({
    id: row.id,
    shopperName: [row.name, row.lastName].filter(Boolean).join(" ") || "(no name)",
    form: row.form as LeadForm,
    car: row.carTitle ? { title: row.carTitle, stocknum: row.stocknum } : null,
    dealershipName: row.dealershipName,
    status: row.status as LeadStatus,
    assignee: row.assigneeId !== null && row.assigneeName !== null ? { id: row.assigneeId, name: row.assigneeName } : null,
    receivedAt: row.receivedAt,
    firstAnsweredAt: row.firstAnsweredAt,
    receivedCount: row.receivedCount,
    routeWaitsUntil: row.routeWaitsUntil,
    timeZone: timeZoneOfState(row.siteState),
  }));
  return { rows: page, nextBefore: rows.length > INBOX_PAGE_SIZE ? page.at(-1)!.id : null };
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
