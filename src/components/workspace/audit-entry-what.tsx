import Link from "next/link";
import { leadAuditText } from "@/domain/inbox/lead-audit";
import { workspaceLeadPath } from "@/domain/inbox/workspace-lead-path";

/** An audit entry's "what": a lead action as a sentence linking to the lead, with its dealership; any other entry as its action and detail. */
export function AuditEntryWhat({ entry }: { entry: { action: string; detail: Record<string, unknown>; subjectName: string | null; dealershipName: string | null } }) {
  const lead = leadAuditText(entry);
  if (lead) return <><Link href={workspaceLeadPath(lead.leadId)} className="underline">{lead.text}</Link>{entry.dealershipName ? <span className="block text-ink-muted">{entry.dealershipName}</span> : null}</>;
  return <>{entry.action.replace(/_/g, " ")}{Object.keys(entry.detail).length ? <span className="block text-ink-muted">{JSON.stringify(entry.detail)}</span> : null}</>;
}
