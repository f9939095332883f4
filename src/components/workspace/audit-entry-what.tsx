import Link from "next/link";
import { leadAuditText } from "@/domain/inbox/lead-audit";
import { workspaceLeadPath } from "@/domain/inbox/workspace-lead-path";
import { priceAuditText } from "@/domain/stock/price-audit";

/** An audit entry's "what": a lead action or price change as a sentence linking to the lead or car, with its dealership; any other entry as its action and detail. */
export function AuditEntryWhat({ entry }: { entry: { action: string; detail: Record<string, unknown>; subjectName: string | null; dealershipName: string | null } }) {
  const lead = leadAuditText(entry);
  const price = priceAuditText(entry);
  const linked = lead ? { href: workspaceLeadPath(lead.leadId), text: lead.text } : price ? { href: `/stock/${price.carId}`, text: price.text } : null;
  if (linked) return <><Link href={linked.href} className="underline">{linked.text}</Link>{entry.dealershipName ? <span className="block text-ink-muted">{entry.dealershipName}</span> : null}</>;
  return <>{entry.action.replace(/_/g, " ")}{Object.keys(entry.detail).length ? <span className="block text-ink-muted">{JSON.stringify(entry.detail)}</span> : null}</>;
}
