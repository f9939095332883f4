import { randomUUID } from "node:crypto";
import type { Site } from "@/domain/site/site";
import type { LeadFormConfig, LeadFormOption } from "./lead-form-config";
import { LeadForm } from "./lead-form";
import { loadLeadFormSetup } from "./lead-form-setup";

/** A lead form on a page: the site's rules and choices loaded on the server, and a key for the no-JavaScript submit. */
type Props = { site: Site; config: LeadFormConfig; path: string; id?: string; intro?: string; car?: { locationId: number | null }; models?: readonly LeadFormOption[] };

export async function LeadFormSection({ site, config, path, id, intro, car, models }: Props) {
  const setup = { ...(await loadLeadFormSetup(site, car)), models };
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
