import { randomUUID } from "node:crypto";
import type { LeadFormConfig, LeadFormSetup } from "@/domain/leads/lead-form-config";
import { LeadForm } from "./lead-form";
import { TypicalReplyNote } from "./typical-reply-note";

/**
 * A lead form on a page: the site's rules and choices (loaded by the route), and a key for the no-JavaScript submit;
 * `replyLine` is the dealership's typical reply time when it has one (`typicalReplyLine`).
 */
type Props = { setup: LeadFormSetup; config: LeadFormConfig; path: string; id?: string; intro?: string; replyLine?: string | null };

export function LeadFormSection({ setup, config, path, id, intro, replyLine }: Props) {
  const headingId = `${config.form}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
      <h2 id={headingId} className="text-2xl">
        {config.title}
      </h2>
      {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      <TypicalReplyNote text={replyLine} className="mt-2" />
      <div className="mt-5">
        <LeadForm config={config} setup={setup} idempotencyKey={randomUUID()} permalink={path} />
      </div>
    </section>
  );
}
