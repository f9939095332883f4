import { randomUUID } from "node:crypto";
import type { LeadFormConfig, LeadFormSetup } from "@/domain/leads/lead-form-config";
import { LeadForm } from "./lead-form";

/** A lead form on a page: the site's rules and choices (loaded by the route), and a key for the no-JavaScript submit. */
type Props = { setup: LeadFormSetup; config: LeadFormConfig; path: string; id?: string; intro?: string };

export function LeadFormSection({ setup, config, path, id, intro }: Props) {
  const headingId = `${config.form}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
      <h2 id={headingId} className="text-2xl">
        {config.title}
      </h2>
      {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      <div className="mt-5">
        <LeadForm config={config} setup={setup} idempotencyKey={randomUUID()} permalink={path} />
      </div>
    </section>
  );
}
