import Link from "next/link";
import { notFound } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { RoutingForm } from "@/components/workspace/inbox/routing-form";
import { LEAD_FORM_LABELS } from "@/domain/inbox/inbox-list-query";
import { inboxNotice } from "@/domain/inbox/inbox-notices";
import { LEAD_FORMS } from "@/domain/leads/lead-form-schema";
import { CAR_TYPES } from "@/domain/stock/stock-feed-row";
import { saveRoutingSettingsAction } from "@/server/inbox/inbox-actions";
import { loadRoutingSettings } from "@/server/inbox/routing-settings";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Routing" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Managers: a dealership's routing rules and reassignment timer (issue 33 §Routing rules). */
export default async function RoutingPage({ searchParams }: Props) {
  const staff = await requireStaff("manage_routing");
  const query = await searchParams;
  const db = (await getDatabase()).db;
  const { dealerships } = await listScopeDealerships(db, staff.scope);
  const asked = Number(Array.isArray(query.dealership) ? query.dealership[0] : query.dealership);
  const dealership = dealerships.find((d) => d.id === asked) ?? dealerships[0];
  if (!dealership) notFound();
  const view = await loadRoutingSettings(db, staff, dealership.id);
  if (!view) notFound();
  const notice = inboxNotice(query.notice);
  const rules = [...view.settings.rules.map((r) => ({ ...r, staffIds: r.staffIds.map(String) })), { id: "", formTypes: [], carTypes: [], staffIds: [] }];
  return (
    <>
      <h1 className="text-2xl font-bold">Routing: {dealership.name}</h1>
      {notice ? <p role="status" className="rounded-card border border-line bg-neutral-50 p-4">{notice}</p> : null}
      {dealerships.length > 1 ? (
        <nav aria-label="Dealerships" className="flex flex-wrap gap-2">
          {dealerships.map((d) => (
            <Link key={d.id} href={`/routing?dealership=${d.id}`} aria-current={d.id === dealership.id ? "page" : undefined} className={`btn min-h-11 ${d.id === dealership.id ? "btn-accent" : "btn-outline"}`}>{d.name}</Link>
          ))}
        </nav>
      ) : null}
      <p>Leads go round-robin among the salespeople on shift (a shift follows the location&apos;s opening and holiday hours). The first rule that matches a lead&apos;s form and car type, with someone on shift, places it.</p>
      <RoutingForm key={dealership.id} action={saveRoutingSettingsAction} permalink={`/routing?dealership=${dealership.id}`} dealershipId={dealership.id} minutes={view.settings.reassignAfterMinutes} rules={rules} choices={{
        formTypes: LEAD_FORMS.map((f) => ({ value: f, label: LEAD_FORM_LABELS[f] })),
        carTypes: CAR_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) })),
        salespeople: view.salespeople.map((p) => ({ value: String(p.id), label: p.name })),
      }} />
    </>
  );
}
