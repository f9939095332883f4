/**
 * What a shopper may see of a page while the fleet rides out a fault (issue 30): when an app node dies, the
 * standby stops or nodes roll, every page answers (nginx retries another node; reads fall back to the primary);
 * while the primary restarts, a page answers from the page cache or says 503 with Retry-After. Never a 500.
 */
import type { Phase, Sample } from "./fault-phases";

export type PageSample = Sample & { path: string; retryAfter: boolean };

/** A phase whose pages may answer 503 with Retry-After: the database is down for all nodes alike. */
export const allowsUnavailable = (phase: Phase) => phase.label.startsWith("primary restart");

/** Whether the sample was under way at some moment of the phase. */
export const overlaps = (phase: Phase, sample: Sample) => sample.startedAt < phase.to && sample.startedAt + sample.ms >= phase.from;

/** Why the answer breaks the rule (null when it does not): `unavailableAllowed` during a primary restart. */
export function pageFailure(sample: PageSample, unavailableAllowed: boolean): string | null {
  if (typeof sample.outcome !== "number") return `no answer (${sample.outcome})`;
  if (sample.outcome === 500) return "500";
  if (sample.outcome < 500) return null;
  if (unavailableAllowed && sample.outcome === 503) return sample.retryAfter ? null : "503 without Retry-After";
  return String(sample.outcome);
}

/** The page answers that break the rule of the phases they overlap, each with the reason and the phase. */
export function brokenPages(phases: readonly Phase[], samples: readonly PageSample[]): (PageSample & { why: string; phase: string })[] {
  return samples.flatMap((sample) => {
    const under = phases.filter((phase) => overlaps(phase, sample));
    const why = pageFailure(sample, under.some(allowsUnavailable));
    return why === null ? [] : [{ ...sample, why, phase: under.map((phase) => phase.label).join(" / ") || "outside the phases" }];
  });
}
