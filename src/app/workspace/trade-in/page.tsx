import Link from "next/link";
import { notFound } from "next/navigation";
import { WorkspaceForm } from "@/components/workspace/workspace-form";
import { getDatabase } from "@/db/connection";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { inboxNotice } from "@/domain/inbox/inbox-notices";
import { saveTradeInMarginAction } from "@/server/market/trade-in-margin-action";
import { loadTradeInMargin } from "@/server/market/trade-in-margin";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Trade-ins" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Owners: the margin a dealership's instant trade-in estimates take off retail (issue 35 §5, decision 048). */
export default async function TradeInMarginPage({ searchParams }: Props) {
  const staff = await requireStaff("manage_settings");
  const query = await searchParams;
  const db = (await getDatabase()).db;
  const { dealerships } = await listScopeDealerships(db, staff.scope);
  const asked = Number(Array.isArray(query.dealership) ? query.dealership[0] : query.dealership);
  const dealership = dealerships.find((d) => d.id === asked) ?? dealerships[0];
  if (!dealership) notFound();
  const margin = await loadTradeInMargin(db, staff, dealership.id);
  if (margin === null) notFound();
  const notice = inboxNotice(query.notice);
  const permalink = `/trade-in?dealership=${dealership.id}`;
  return (
    <>
      <h1 className="text-2xl font-bold">Trade-ins: {dealership.name}</h1>
      {notice ? <p role="status" className="rounded-card border border-line bg-neutral-50 p-4">{notice}</p> : null}
      {dealerships.length > 1 ? (
        <nav aria-label="Dealerships" className="flex flex-wrap gap-2">
          {dealerships.map((d) => (
            <Link key={d.id} href={`/trade-in?dealership=${d.id}`} aria-current={d.id === dealership.id ? "page" : undefined} className={`btn min-h-11 ${d.id === dealership.id ? "btn-accent" : "btn-outline"}`}>{d.name}</Link>
          ))}
        </nav>
      ) : null}
      <p className="max-w-prose">
        Shoppers get an instant trade-in estimate on your sites: what comparable cars sell for, adjusted to their car&apos;s year and kilometres, less its
        condition and this margin for reconditioning and resale. A site with several dealerships uses the largest of their margins, and each lead is
        estimated again with the margin of the dealership it goes to.
      </p>
      <WorkspaceForm
        key={`${dealership.id}-${margin}`}
        action={saveTradeInMarginAction}
        permalink={permalink}
        label="Trade-in margin"
        submitLabel="Save margin"
        fields={[{ name: "margin_percent", label: "Margin, in percent of retail", inputMode: "numeric", maxLength: 4, defaultValue: String(margin) }]}
        hidden={{ dealership_id: String(dealership.id), loaded_percent: String(margin) }}
      />
    </>
  );
}
