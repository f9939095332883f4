import type { PageWeight } from "../../tests/support/page-weight";
import type { LoadRun } from "./page-load";

export type PageFigures = { name: string; weight: PageWeight; runs: LoadRun[] };

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value)}`);
const cpuMs = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(1));

export function describeRun(page: string, round: number, run: LoadRun): string {
  return `  ${page}, run ${round}: ${run.requestsPerSecond.toFixed(1)} req/s, ${cpuMs(run.cpuMsPerAnswer)} ms of server CPU an answer, p50 ${ms(run.p50)} / p95 ${ms(run.p95)} / p97.5 ${ms(run.p975)} ms, ${run.responses} answers, ${run.failures} failed (load average ${run.loadAverage.toFixed(2)} at the start)`;
}

/** One row per page: weight, then the median of the runs (with their range), and the load averages the runs started at. */
export function figuresTable(rows: readonly PageFigures[]): string {
  const header = ["page", "HTML", "RSC", "req/s median [min–max]", "CPU ms/answer", "p50 ms", "p95 ms", "p97.5 ms", "failed", "load average (runs)"];
  const lines = rows.map(({ name, weight, runs }) => {
    const rates = runs.map((run) => run.requestsPerSecond);
    return [
      name,
      kb(weight.htmlBytes),
      kb(weight.rscBytes),
      `${median(rates).toFixed(1)} [${Math.min(...rates).toFixed(1)}–${Math.max(...rates).toFixed(1)}]`,
      cpuMs(median(runs.map((run) => run.cpuMsPerAnswer))),
      ms(median(runs.map((run) => run.p50))),
      ms(median(runs.map((run) => run.p95))),
      ms(median(runs.map((run) => run.p975))),
      String(runs.reduce((sum, run) => sum + run.failures, 0)),
      runs.map((run) => run.loadAverage.toFixed(2)).join(", "),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [format(header), format(widths.map((width) => "-".repeat(width))), ...lines.map(format)].join("\n");
}
