import { InboxForm } from "@/components/workspace/inbox/inbox-form";
import type { InboxFormAction } from "@/domain/inbox/inbox-form-state";

type Version = { version: number; title: string; savedAt: Date; savedBy: string | null; restoredFrom: number | null };
type Props = { versions: readonly Version[]; current: number; pageId: number; permalink: string; restore: InboxFormAction };

const when = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "Australia/Brisbane" });

/** A page's versions, newest first: who saved each and when, and a button that makes an earlier one current again. */
export function PageVersions({ versions, current, pageId, permalink, restore }: Props) {
  return (
    <section aria-labelledby="page-versions-heading" className="grid gap-3">
      <h2 id="page-versions-heading" className="text-xl font-bold">Versions</h2>
      <p className="text-sm text-ink-muted">Every save is kept. Restoring an earlier version saves it again as the newest, so nothing is lost. Times are Brisbane time.</p>
      <ol className="grid gap-2" reversed>
        {versions.map((v) => (
          <li key={v.version} id={`version-${v.version}`} className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white p-3">
            <div>
              <p className="font-semibold">Version {v.version}{v.version === current ? " (on the site now)" : ""}: {v.title}</p>
              <p className="text-sm text-ink-muted">
                {v.savedBy ? `Saved by ${v.savedBy}` : "As first published"}, {when.format(v.savedAt)}{v.restoredFrom === null ? "" : `, restored from version ${v.restoredFrom}`}
              </p>
            </div>
            {v.version === current ? null : (
              <InboxForm action={restore} permalink={permalink} label={`Restore version ${v.version}`} submitLabel={`Restore version ${v.version}`} fields={[]} bare
                hidden={{ page_id: String(pageId), version: String(current), restore: String(v.version) }} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
