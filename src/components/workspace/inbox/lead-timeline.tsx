export type LeadTimelineEntry = { id: string; at: string; text: string; note: string | null };

/** Who did what, when, oldest first (issue 33: "Every change is timed and logged"); notes as plain text. */
export function LeadTimeline({ entries }: { entries: readonly LeadTimelineEntry[] }) {
  return (
    <ol className="grid gap-2" data-testid="lead-timeline">
      {entries.map((e) => (
        <li key={e.id} className="border-l-2 border-line pl-3">
          <p className="text-sm text-ink-muted">{e.at}</p>
          <p>{e.text}</p>
          {e.note ? <p className="whitespace-pre-wrap break-words rounded-card bg-neutral-50 p-2">{e.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
