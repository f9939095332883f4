import autocannon from "autocannon";

/** One load run against one page: what autocannon counted, and latency percentiles from every response. */
export type LoadRun = {
  requestsPerSecond: number; p50: number; p95: number; p975: number; responses: number; failures: number; loadAverage: number;
  /** The server's CPU time per answer (NaN without answers): far steadier than requests per second when something else shares the cores. */
  cpuMsPerAnswer: number;
};

export type LoadTarget = {
  port: number;
  /** The Host header (`harbour-toyota.localhost:3480`), which picks the site. */
  host: string;
  /** The address of each request: the same page every time, or a new one per request (an uncached search). */
  path: () => string;
  /** The CPU time (ms) the server's processes have used so far (a database server's own is not counted). */
  cpuMs: () => number;
};

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * `connections` clients asking for the page back to back for `seconds`, on loopback. Latencies are read from each
 * response (autocannon's own summary has no p95); failures are errors, timeouts and answers other than 200.
 */
export async function loadPage(target: LoadTarget, options: { connections: number; seconds: number }, loadAverage: () => number): Promise<LoadRun> {
  const latencies: number[] = [];
  let failures = 0;
  const startLoad = loadAverage();
  const startCpu = target.cpuMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${target.port}`,
        connections: options.connections,
        duration: options.seconds,
        headers: { host: target.host, accept: "text/html" },
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: target.path() }) }],
      },
      (error: unknown, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failures++;
    });
  });
  const cpuMs = target.cpuMs() - startCpu;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p975: percentile(latencies, 0.975),
    responses: latencies.length,
    failures: failures + result.errors + result.timeouts,
    loadAverage: startLoad,
    cpuMsPerAnswer: latencies.length + failures > 0 ? cpuMs / (latencies.length + failures) : Number.NaN,
  };
}
