/** One answered request: client-side latency, the match count, and the engine's own `ms` when it reports one. */
export type Sample = { jobIndex: number; mixIndex: number; ms: number; count: number; engineMs?: number };

export type LoadResult = { samples: Sample[]; seconds: number; errors: string[] };

export type LoadLimits = { requests: number; seconds: number };

/**
 * Sends `jobs` in order from `concurrency` workers (each waits for its answer before the next request,
 * like a shopper's browser) until every job is done or the time box runs out.
 */
export async function runLoad<Job>(jobs: readonly Job[], concurrency: number, limits: LoadLimits, send: (job: Job, index: number) => Promise<Sample>): Promise<LoadResult> {
  const samples: Sample[] = [];
  const errors: string[] = [];
  const started = performance.now();
  const deadline = started + limits.seconds * 1000;
  const total = Math.min(jobs.length, limits.requests);
  let next = 0;
  const worker = async () => {
    while (next < total && performance.now() < deadline) {
      const index = next++;
      try {
        samples.push(await send(jobs[index]!, index));
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, seconds: (performance.now() - started) / 1000, errors };
}

/** The p-th percentile (nearest rank) of `values`, or NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
