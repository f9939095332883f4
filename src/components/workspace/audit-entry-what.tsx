import Link from "next/link";
import { leadAuditText } from "@/domain/inbox/lead-audit";
import { reviewAuditText } from "@/domain/reviews/review-audit";

/** An audit entry's "what": a lead action as a sentence linking to the lead, a review action as a sentence, with its dealership; any other entry as its action and detail. */
export function AuditEntryWhat({ entry }: { entry: { action: string; detail: Record<string, unknown>; subjectName: string | null; dealershipName: string | null } }) {
  const lead = leadAuditText(entry);
  const dealership = entry.dealershipName ? <span className="block text-ink-muted">{entry.dealershipName}</span> : null;
  if (lead) return <><Link href={`/leads/${encodeURIComponent(lead.leadId)}`} className="underline">{lead.text}</Link>{dealership}</>;
  const review = reviewAuditText(entry);
  if (review) return <>{review}{dealership}</>;
  return <>{entry.action.replace(/_/g, " ")}{Object.keys(entry.detail).length ? <span className="block text-ink-muted">{JSON.stringify(entry.detail)}</span> : null}</>;
}
