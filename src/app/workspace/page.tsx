import Link from "next/link";
import { getDatabase } from "@/db/connection";
import { listInboxLeads, listScopeSalespeople, type InboxRow } from "@/db/queries/inbox-list";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { InboxFilters, type InboxFilterChoices } from "@/components/workspace/inbox/inbox-filters";
import { InboxRows, type InboxRowView } from "@/components/workspace/inbox/inbox-rows";
import { LiveArrivals } from "@/components/workspace/inbox/live-arrivals";
import { CAR_TYPES } from "@/domain/stock/stock-feed-row";
import { INBOX_AGE_LABELS, INBOX_AGES, inboxListHref, LEAD_FORM_LABELS, parseInboxListQuery } from "@/domain/inbox/inbox-list-query";
import { inboxNotice } from "@/domain/inbox/inbox-notices";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "@/domain/inbox/lead-status";
import { leadWait } from "@/domain/inbox/lead-wait";
import { waitingNotice } from "@/domain/inbox/routing-notice";
import { LEAD_FORMS } from "@/domain/leads/lead-form-schema";
import { leadAccess } from "@/domain/staff/role-permissions";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Leads" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function rowView(row: InboxRow, myId: number, now: Date): InboxRowView {
  return {
    id: row.id,
    shopperName: row.shopperName,
    form: LEAD_FORM_LABELS[row.form] ?? row.form,
    car: row.car ? [row.car.title, row.car.stocknum ? `stock no. ${row.car.stocknum}` : null].filter(Boolean).join(", ") : null,
    dealership: row.dealershipName,
    status: LEAD_STATUS_LABELS[row.status] ?? row.status,
    assignee: row.assignee ? (row.assignee.id === myId ? "Yours" : row.assignee.name) : "Unassigned",
    wait: leadWait(row.receivedAt, row.firstAnsweredAt, now),
    repeats: row.receivedCount,
    routing: !row.assignee && row.routeWaitsUntil && row.routeWaitsUntil > now ? waitingNotice(row.routeWaitsUntil, now, row.timeZone) : null,
  };
}

/** The workspace home: the lead inbox (issue 33), newest first, filtered by its GET form, with new leads announced live. */
export default async function InboxPage({ searchParams }: Props) {
  const staff = await requireStaff();
  const notice = inboxNotice((await searchParams).notice);
  if (leadAccess(staff.role) === "none") {
    return (
      <>
        <h1 className="text-2xl font-bold">Leads</h1>
        <p>Your role ({staff.role}) works with no leads, so the inbox is empty for you. Your account and the other workspace pages are in the menu above.</p>
      </>
    );
  }
  const now = new Date();
  const db = (await getDatabase()).db;
  const parse = parseInboxListQuery(await searchParams);
  const [page, { dealerships }, salespeople] = await Promise.all([
    listInboxLeads(db, staff, parse.filters, now),
    listScopeDealerships(db, staff.scope),
    leadAccess(staff.role) === "all" ? listScopeSalespeople(db, scopeDealershipIds(staff.scope)) : Promise.resolve([]),
  ]);
  const choices: InboxFilterChoices = {
    status: LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
    dealership: dealerships.length > 1 ? dealerships.map((d) => ({ value: String(d.id), label: d.name })) : [],
    form: LEAD_FORMS.map((f) => ({ value: f, label: LEAD_FORM_LABELS[f] })),
    car_type: CAR_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) })),
    assignee: [{ value: "me", label: "Me" }, { value: "unassigned", label: "Unassigned" }, ...salespeople.filter((s) => s.id !== staff.id).map((s) => ({ value: String(s.id), label: s.name }))],
    age: INBOX_AGES.map((a) => ({ value: a, label: INBOX_AGE_LABELS[a] })),
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        <LiveArrivals since={now.getTime()} />
      </div>
      {notice ? <p role="status" className="rounded-card border border-line bg-neutral-50 p-4">{notice}</p> : null}
      <InboxFilters parse={parse} choices={choices} />
      {page.rows.length === 0 ? (
        <p>{Object.keys(parse.values).length ? "No leads match these filters." : "No leads yet. New ones appear here as they arrive."}</p>
      ) : (
        <InboxRows rows={page.rows.map((row) => rowView(row, staff.id, now))} />
      )}
      <nav aria-label="Pages of leads" className="flex flex-wrap gap-3">
        {parse.values.before ? <Link className="btn btn-outline min-h-12" href={inboxListHref(parse.values)}>Newest leads</Link> : null}
        {page.nextBefore ? <Link className="btn btn-outline min-h-12" href={inboxListHref(parse.values, page.nextBefore)}>Older leads</Link> : null}
      </nav>
    </>
  );
}
