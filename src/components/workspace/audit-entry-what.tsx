import Link from "next/link";
import { contentPageAuditText } from "@/domain/content/content-page-audit";
import { leadAuditText } from "@/domain/inbox/lead-audit";
import { workspaceLeadPath } from "@/domain/inbox/workspace-lead-path";
import { reviewAuditText } from "@/domain/reviews/review-audit";
import { accountAuditText } from "@/domain/staff/account-audit";
import { priceAuditText } from "@/domain/stock/price-audit";

/**
 * An audit entry's "what": a lead action, price change or page save as a sentence linking to the lead, car or page; a
 * review, account or settings action as a sentence; each with its dealership; any other entry as its action and detail.
 */
export function AuditEntryWhat({ entry }: { entry: { action: string; detail: Record<string, unknown>; subjectName: string | null; dealershipName: string | null } }) {
  const lead = leadAuditText(entry);
  const price = priceAuditText(entry);
  const page = contentPageAuditText(entry);
  const dealership = entry.dealershipName ? <span className="block text-ink-muted">{entry.dealershipName}</span> : null;
  const linked = lead ? { href: workspaceLeadPath(lead.leadId), text: lead.text } : price ? { href: `/stock/${price.carId}`, text: price.text } : page ? { href: `/pages/${page.pageId}`, text: page.text } : null;
  if (linked) return <><Link href={linked.href} className="underline">{linked.text}</Link>{dealership}</>;
  const sentence = reviewAuditText(entry) ?? accountAuditText(entry);
  if (sentence) return <>{sentence}{dealership}</>;
  return <>{entry.action.replace(/_/g, " ")}{Object.keys(entry.detail).length ? <span className="block text-ink-muted">{JSON.stringify(entry.detail)}</span> : null}</>;
}
