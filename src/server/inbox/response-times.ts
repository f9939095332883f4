import type { Database } from "@/db/client";
import { listDealershipStaff, loadSalesHours } from "@/db/queries/inbox-routing";
import { listDealershipLeadLogs } from "@/db/queries/lead-activity";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { firstResponse } from "@/domain/inbox/first-response";
import {
  RESPONSE_PERIODS_DAYS, responseTimesByDealership, responseTimesBySalesperson, type MeasuredLead, type ResponsePeriodDays, type ResponseTimeSummary,
} from "@/domain/inbox/response-time-figures";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";

const LONGEST_PERIOD_MS = Math.max(...RESPONSE_PERIODS_DAYS) * 86_400_000;

/**
 * The dealerships' leads of the last 30 days as the figures read them, each from its log and its location's sales
 * hours (decision 031: "computed from the log, never typed in"). A lead whose location has no sales hours is left
 * out: its opening time cannot be measured, and no figure is made up.
 */
export async function measuredLeads(db: Database, dealershipIds: readonly number[], now: Date): Promise<MeasuredLead[]> {
  const since = new Date(now.getTime() - LONGEST_PERIOD_MS);
  const logs = [...(await listDealershipLeadLogs(db, dealershipIds, since)).values()];
  const hours = await loadSalesHours(db, logs.flatMap((log) => log.locationId ?? []), since);
  return logs.flatMap((log): MeasuredLead[] => {
    const own = log.locationId === null ? undefined : hours.get(log.locationId);
    const received = log.events.find((event) => event.kind === "received");
    if (!own || !received) return [];
    return [{ dealershipId: log.dealershipId, receivedAt: received.at, assigneeId: log.assigneeId === null ? null : String(log.assigneeId), response: firstResponse(log.events, own) }];
  });
}

export type ResponseFigures = Record<ResponsePeriodDays, ResponseTimeSummary>;
export type ResponseTimeReport = {
  dealerships: { id: number; name: string; figures: ResponseFigures }[];
  salespeople: { id: number; name: string; figures: ResponseFigures }[];
};

const EMPTY: ResponseTimeSummary = { answered: 0, unanswered: 0, medianMs: null, p90Ms: null };
const figuresOf = <K>(byPeriod: Record<ResponsePeriodDays, Map<K, ResponseTimeSummary>>, key: K): ResponseFigures =>
  ({ 7: byPeriod[7].get(key) ?? EMPTY, 30: byPeriod[30].get(key) ?? EMPTY });

/**
 * First-response times per dealership and per salesperson of the staff member's scope, median and p90 over 7 and
 * 30 days (issue 33 §Measured), for those who may read reports; null for anyone else.
 */
export async function responseTimeReport(db: Database, staff: ScopedStaffMember, now: Date): Promise<ResponseTimeReport | null> {
  if (!hasPermission(staff.role, "read_reports")) return null;
  const ids = scopeDealershipIds(staff.scope);
  const [leads, { dealerships }] = await Promise.all([measuredLeads(db, ids, now), listScopeDealerships(db, staff.scope)]);
  const period = <K>(of: (leads: MeasuredLead[], days: ResponsePeriodDays, now: Date) => Map<K, ResponseTimeSummary>) =>
    ({ 7: of(leads, 7, now), 30: of(leads, 30, now) }) as Record<ResponsePeriodDays, Map<K, ResponseTimeSummary>>;
  const byDealership = period(responseTimesByDealership);
  const bySalesperson = period(responseTimesBySalesperson);
  const people = new Map((await Promise.all(ids.map((id) => listDealershipStaff(db, id, ["salesperson", "manager", "owner"])))).flat().map((p) => [p.id, p.name]));
  const measuredPeople = new Set([...bySalesperson[30].keys()].map(Number));
  return {
    dealerships: dealerships.map((d) => ({ id: d.id, name: d.name, figures: figuresOf(byDealership, d.id) })),
    salespeople: [...measuredPeople].filter((id) => people.has(id)).map((id) => ({ id, name: people.get(id)!, figures: figuresOf(bySalesperson, String(id)) }))
      .toSorted((a, b) => a.name.localeCompare(b.name)),
  };
}
