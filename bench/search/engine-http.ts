import { EMPTY_SEARCH_REQUEST, searchRequestToParams } from "@/domain/search/search-request";
import type { Site } from "@/domain/site/site";
import { percentile, runLoad, type Sample } from "./load-runner";
import type { Job } from "./scenarios";
import type { SiteHttpClient } from "./site-http-client";

type SearchAnswer = { count: number; ms: number };

function readAnswer(status: number, body: string): SearchAnswer {
  if (status !== 200) throw new Error(`HTTP ${status}: ${body.slice(0, 200)}`);
  const answer = JSON.parse(body) as Partial<SearchAnswer>;
  if (typeof answer.count !== "number" || typeof answer.ms !== "number") throw new Error(`Unexpected answer: ${body.slice(0, 200)}`);
  return { count: answer.count, ms: answer.ms };
}

/** Sends one job to `GET /api/search` on its site's host. */
export function engineSender(client: SiteHttpClient): (job: Job, jobIndex: number) => Promise<Sample> {
  return async (job, jobIndex) => {
    const query = searchRequestToParams(job.request).toString();
    const response = await client.get(job.site.slug, `/api/search${query ? `?${query}` : ""}`);
    const answer = readAnswer(response.status, response.body);
    return { jobIndex, mixIndex: job.mixIndex, ms: response.ms, count: answer.count, engineMs: answer.ms };
  };
}

export type WarmUp = { sites: number; seconds: number; firstP50: number; firstMax: number; slowest: string };

/** One plain search per site, so each site's index is built before anything is measured. Any failure stops the run. */
export async function warmUp(client: SiteHttpClient, sites: readonly Site[], concurrency: number): Promise<WarmUp> {
  const send = engineSender(client);
  const jobs: Job[] = sites.map((site) => ({ site, mixIndex: 0, request: EMPTY_SEARCH_REQUEST }));
  const result = await runLoad(jobs, concurrency, { requests: jobs.length, seconds: 3_600 }, send);
  if (result.errors.length) throw new Error(`Warm-up: ${result.errors.length} of ${jobs.length} searches failed, first: ${result.errors[0]}`);
  const times = result.samples.map((s) => s.ms);
  const slowest = result.samples.reduce<Sample | undefined>((worst, s) => (!worst || s.ms > worst.ms ? s : worst), undefined);
  return {
    sites: sites.length, seconds: result.seconds, firstP50: percentile(times, 50), firstMax: percentile(times, 100),
    slowest: slowest ? `${jobs[slowest.jobIndex]?.site.slug} (${slowest.ms.toFixed(0)} ms, ${slowest.count} cars)` : "–",
  };
}
