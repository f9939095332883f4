import type { ReactNode } from "react";
import type { LeadFact } from "@/domain/inbox/lead-facts";

/** A titled part of a lead's page. */
export function LeadSection({ id, title, children, className = "" }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`grid content-start gap-3 rounded-card border border-line bg-white p-4 ${className}`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** Labelled lines, two columns where there is room. */
export function Facts({ facts }: { facts: readonly LeadFact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {facts.map((f) => (
        <div key={f.label} className="contents">
          <dt className="font-semibold">{f.label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
