import { percentile, type LoadResult, type Sample } from "./load-runner";
import type { MemoryPeak } from "./rss-sampler";
import { QUERY_MIX } from "./query-mix";

export type Cell = { scenario: string; concurrency: number; engine?: LoadResult; baseline?: LoadResult };

const figure = (value: number) => (Number.isNaN(value) ? "–" : value < 10 ? value.toFixed(1) : value.toFixed(0));
const ratio = (slow: number, fast: number) => (Number.isNaN(slow) || Number.isNaN(fast) || fast === 0 ? "–" : `${(slow / fast).toFixed(0)}×`);
const perSecond = (result: LoadResult | undefined) => (result && result.seconds > 0 ? figure(result.samples.length / result.seconds) : "–");
const latencies = (samples: readonly Sample[]) => samples.map((s) => s.ms);
const engineTimes = (samples: readonly Sample[]) => samples.flatMap((s) => (s.engineMs === undefined ? [] : [s.engineMs]));

function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** The table: scenario × concurrency; engine over HTTP against the naive SQL baseline. */
export function figuresTable(cells: readonly Cell[]): string {
  const header = ["Scenario", "Clients", "Engine p50", "p95", "p99", "Engine `ms` p50 / p95", "Baseline p50", "p95", "Ratio p50", "Ratio p95", "Engine req/s", "Baseline req/s", "Requests (engine / baseline)"];
  const rows = cells.map(({ scenario, concurrency, engine, baseline }) => {
    const e = latencies(engine?.samples ?? []);
    const b = latencies(baseline?.samples ?? []);
    const own = engineTimes(engine?.samples ?? []);
    return [
      scenario, String(concurrency), figure(percentile(e, 50)), figure(percentile(e, 95)), figure(percentile(e, 99)),
      `${figure(percentile(own, 50))} / ${figure(percentile(own, 95))}`, figure(percentile(b, 50)), figure(percentile(b, 95)),
      ratio(percentile(b, 50), percentile(e, 50)), ratio(percentile(b, 95), percentile(e, 95)),
      perSecond(engine), perSecond(baseline), `${engine?.samples.length ?? 0} / ${baseline?.samples.length ?? "–"}`,
    ];
  });
  return `${markdownTable(header, rows)}\n\nLatencies in ms, measured by the client from request to last byte (engine: HTTP through the production app; baseline: SQL through postgres.js).`;
}

/** Each query of the mix at one client: where the time goes. */
export function perQueryTable(cells: readonly Cell[]): string {
  const single = cells.filter((c) => c.concurrency === 1 && c.baseline);
  const header = ["#", "Query", ...single.flatMap((c) => [`${c.scenario}: engine p50 / p95`, "engine `ms` p50", "baseline p50"])];
  const rows = QUERY_MIX.map((entry, index) => [
    String(index + 1), entry.label,
    ...single.flatMap((c) => {
      const engine = (c.engine?.samples ?? []).filter((s) => s.mixIndex === index);
      const e = latencies(engine);
      const b = latencies((c.baseline?.samples ?? []).filter((s) => s.mixIndex === index));
      return [`${figure(percentile(e, 50))} / ${figure(percentile(e, 95))}`, figure(percentile(engineTimes(engine), 50)), figure(percentile(b, 50))];
    }),
  ]);
  return markdownTable(header, rows);
}

export function describeMemory(peak: MemoryPeak): string {
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  const largest = peak.largest ? `${mb(peak.largest.hwmKb)} (VmHWM of ${peak.largest.name}, pid ${peak.largest.pid})` : "–";
  return `Peak RSS of the server: ${largest}; whole process tree, sampled every 250 ms: ${mb(peak.treeKb)}.`;
}

export function describeErrors(cells: readonly Cell[]): string[] {
  const lines: string[] = [];
  for (const { scenario, concurrency, engine, baseline } of cells) {
    for (const [side, result] of [["engine", engine], ["baseline", baseline]] as const) {
      if (result?.errors.length) lines.push(`${scenario}, ${concurrency} clients, ${side}: ${result.errors.length} failed, first: ${result.errors[0]}`);
    }
  }
  return lines;
}
