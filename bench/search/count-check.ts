import { searchRequestToParams } from "@/domain/search/search-request";
import type { Sample } from "./load-runner";
import type { Job } from "./scenarios";

type Send = (job: Job, jobIndex: number) => Promise<Sample>;

/**
 * A sanity check, not a test: the first `limit` searches without text of a scenario's jobs, sent to the engine
 * and to the SQL baseline back to back (so no sold car leaves the window in between), should count the
 * same cars. Text searches differ by design (typos, synonyms, prefixes are the engine's alone).
 */
export async function checkCounts(scenario: string, scenarioJobs: readonly Job[], engine: Send, baseline: Send, limit: number): Promise<string> {
  const jobs = scenarioJobs.map((job, index) => ({ job, index })).filter(({ job }) => job.request.query === "").slice(0, limit);
  const differences: string[] = [];
  for (const { job, index } of jobs) {
    const [fromEngine, fromSql] = [await engine(job, index), await baseline(job, index)];
    if (fromEngine.count !== fromSql.count) differences.push(`${job.site.slug} ?${searchRequestToParams(job.request)}: engine ${fromEngine.count}, SQL ${fromSql.count}`);
  }
  const example = differences.length ? `; first difference: ${differences[0]}` : "";
  return `Count check, ${scenario}: engine and SQL agree on ${jobs.length - differences.length} of ${jobs.length} searches without text${example}.`;
}
