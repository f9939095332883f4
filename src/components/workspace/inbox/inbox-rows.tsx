import Link from "next/link";
import { workspaceLeadPath } from "@/domain/inbox/workspace-lead-path";

export type InboxRowView = {
  id: string;
  shopperName: string;
  form: string;
  car: string | null;
  dealership: string;
  status: string;
  assignee: string;
  wait: { answered: boolean; text: string };
  repeats: number;
  /** Why an unassigned lead waits, when it does (outside hours). */
  routing: string | null;
};

/**
 * The inbox's leads, newest first: one card per lead, the whole card a link (a big target for a thumb on the lot),
 * laid out in columns on a wide screen. The wait is first-class: an unanswered lead's wait is marked.
 */
export function InboxRows({ rows }: { rows: readonly InboxRowView[] }) {
  return (
    <ol className="grid gap-2" data-testid="inbox-rows">
      {rows.map((row) => (
        <li key={row.id}>
          <Link href={workspaceLeadPath(row.id)} className="grid gap-1 rounded-card border border-line bg-white p-4 text-ink no-underline hover:border-neutral-500 md:grid-cols-[1.4fr_1.6fr_1fr_1fr] md:gap-4">
            <span className="grid">
              <span className="text-lg font-bold underline-offset-4">{row.shopperName}</span>
              <span className="text-sm">{row.form}{row.repeats > 1 ? ` · sent ${row.repeats} times` : ""}</span>
            </span>
            <span className="grid text-sm">
              <span>{row.car ?? "No car named"}</span>
              <span className="text-ink-muted">{row.dealership}</span>
            </span>
            <span className="grid text-sm">
              <span className="font-semibold">{row.status}</span>
              <span>{row.assignee}</span>
            </span>
            <span className={`text-sm ${row.wait.answered ? "" : "font-bold text-red-800"}`}>
              {row.wait.text}
              {row.routing ? <span className="block font-normal text-ink-muted">{row.routing}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
