import type { FirstResponse } from "./first-response";

/** A lead as the figures see it: where it went, when it came, who has it now and its first response, if any. */
export type MeasuredLead = { dealershipId: number; receivedAt: Date; assigneeId: string | null; response: FirstResponse | null };

export type ResponseTimeSummary = {
  /** Leads in the period that are answered… */
  answered: number;
  /** …and unanswered (still waiting, or closed without an answer): shown beside the figures, which only answers give. */
  unanswered: number;
  /** Null when no lead in the period was answered: no figure is made up. */
  medianMs: number | null;
  p90Ms: number | null;
};

/** Issue 33: "median and p90 over 7 and 30 days". */
export const RESPONSE_PERIODS_DAYS = [7, 30] as const;
export type ResponsePeriodDays = (typeof RESPONSE_PERIODS_DAYS)[number];
const DAY_MS = 86_400_000;

/**
 * The nearest-rank percentile: the smallest measured value with at least `p` of the values at or below it. Unlike
 * an interpolated one, it is always a time some lead really took. `sorted` is in ascending order and not empty.
 */
export function nearestRank(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

function summarise(times: number[], unanswered: number): ResponseTimeSummary {
  const sorted = times.toSorted((a, b) => a - b);
  const figure = (p: number) => (sorted.length > 0 ? nearestRank(sorted, p) : null);
  return { answered: sorted.length, unanswered, medianMs: figure(0.5), p90Ms: figure(0.9) };
}

/** Leads that arrived in the `days` before `now` (a rolling window: 7 × 24 hours back, `now` included). */
const inPeriod = (leads: readonly MeasuredLead[], days: ResponsePeriodDays, now: Date) =>
  leads.filter((lead) => lead.receivedAt.getTime() > now.getTime() - days * DAY_MS && lead.receivedAt <= now);

function group<K>(leads: readonly MeasuredLead[], keyOf: (lead: MeasuredLead) => K | null, timeOf: (response: FirstResponse) => number): Map<K, ResponseTimeSummary> {
  const buckets = new Map<K, { times: number[]; unanswered: number }>();
  for (const lead of leads) {
    const key = keyOf(lead);
    if (key === null) continue;
    const bucket = buckets.get(key) ?? { times: [], unanswered: 0 };
    if (lead.response) bucket.times.push(timeOf(lead.response));
    else bucket.unanswered++;
    buckets.set(key, bucket);
  }
  return new Map([...buckets].map(([key, { times, unanswered }]) => [key, summarise(times, unanswered)]));
}

/** Per dealership: each lead's first-response time, from its arrival. */
export const responseTimesByDealership = (leads: readonly MeasuredLead[], days: ResponsePeriodDays, now: Date) =>
  group(inPeriod(leads, days, now), (lead) => lead.dealershipId, (response) => response.openMs);

/**
 * Per salesperson: an answered lead counts for whoever answered it, timed from when it reached them (a lead passed
 * on after another's 15 minutes is not held against the next one); an unanswered one counts against its assignee.
 */
export const responseTimesBySalesperson = (leads: readonly MeasuredLead[], days: ResponsePeriodDays, now: Date) =>
  group(inPeriod(leads, days, now), (lead) => lead.response?.responderId ?? lead.assigneeId, (response) => response.responderOpenMs);
