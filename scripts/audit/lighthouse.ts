/**
 * Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU slowdown, a phone screen) on
 * Debian's Chromium: three runs per page, a fresh browser each, and the median of each score and
 * metric. Budgets: performance ≥ 90, accessibility, best practices and SEO 100, LCP ≤ 2.5 s,
 * CLS ≤ 0.05, TBT ≤ 200 ms. Accessibility, best practices, SEO and CLS fail the audit; the timing
 * budgets (performance, LCP, TBT) are reported beside two controls measured in the same run — a bare
 * Next.js page, and the same page with the search page's stylesheet and first photo — because they move
 * with the machine and with how Lighthouse simulates more than with our code (docs/quality-gates.md).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadavg } from "node:os";
import type { Result as LighthouseResult } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium-flags";
import { documentLoadFailure } from "./document-load-failure";
import type { Failure } from "./report";

/** Runs per page by default: the issue's median of 3. */
export const LIGHTHOUSE_RUNS = 3;
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const BUDGETS = {
  scores: { performance: 90, accessibility: 100, "best-practices": 100, seo: 100 } satisfies Record<Category, number>,
  lcpMs: 2_500,
  cls: 0.05,
  tbtMs: 200,
};

export type LighthouseSummary = {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Audits below full marks in the categories gated at 100, with the elements concerned. */
  failingAudits: { category: Category; id: string; title: string; items: string[] }[];
  lcpElement: string | null;
  /** Lighthouse's measure of this machine's speed (a mid-range desktop scores about 1000-2000). */
  benchmarkIndex: number;
};

/** `loadAtStart`: the machine's 1-minute load average as each run began, since the timing figures move with it. */
export type LighthouseRow = { label: string; url: string; runs: LighthouseSummary[]; loadAtStart: number[]; median: LighthouseSummary };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node?.selector) return node.selector;
  const location = item.sourceLocation as { url?: string } | undefined;
  if (typeof item.description === "string") return `${item.description.slice(0, 200)}${location?.url ? ` (${location.url})` : typeof item.url === "string" ? ` (${item.url})` : ""}`;
  for (const key of ["url", "source", "issueType", "directive"]) {
    const value = item[key];
    if (typeof value === "string") return value.slice(0, 160);
    if (value && typeof value === "object" && "url" in value) return String((value as { url: unknown }).url).slice(0, 160);
  }
  return JSON.stringify(item).slice(0, 160);
}

function summarise(lhr: LighthouseResult): LighthouseSummary {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const failingAudits: LighthouseSummary["failingAudits"] = [];
  for (const category of CATEGORIES.filter((c) => c !== "performance")) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
      const items = (details?.items ?? []).flatMap((item) => {
        const sub = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items;
        return sub?.length ? sub.map(describeItem) : [describeItem(item)];
      });
      failingAudits.push({ category, id: ref.id, title: audit.title, items: items.slice(0, 6) });
    }
  }
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return {
    scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
    failingAudits,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.selector ?? null,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse runtime errors that say nothing about the page (trace recording hiccups): retried. */
const TRANSIENT_ERRORS = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_LCP|PROTOCOL_TIMEOUT|PAGE_HUNG|TRACE/;

/** One run, retried up to twice when Lighthouse (not the page) fails. */
export async function lighthouseWithRetry(url: string, attempts = 3): Promise<LighthouseSummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts || !TRANSIENT_ERRORS.test((error as Error).message)) throw error;
    }
  }
}

export async function lighthouseOnce(url: string): Promise<LighthouseSummary> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS], logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      const failure = result.artifacts.DevtoolsLogError ? documentLoadFailure(result.artifacts.DevtoolsLogError) : null;
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}${failure ? ` (${failure})` : ""} ${result.lhr.runtimeError.message}`);
    }
    return summarise(result.lhr);
  } finally {
    await chrome.kill();
  }
}

export function medianSummary(runs: LighthouseSummary[]): LighthouseSummary {
  const pick = (f: (s: LighthouseSummary) => number) => median(runs.map(f));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, pick((s) => s.scores[c])])) as Record<Category, number>;
  // The failing audits and LCP element of the run whose performance score is the median one.
  const middle = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
  return {
    scores,
    fcpMs: pick((s) => s.fcpMs),
    lcpMs: pick((s) => s.lcpMs),
    tbtMs: pick((s) => s.tbtMs),
    cls: pick((s) => s.cls),
    speedIndexMs: pick((s) => s.speedIndexMs),
    failingAudits: runs.flatMap((r) => r.failingAudits).filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i),
    lcpElement: middle.lcpElement,
    benchmarkIndex: pick((s) => s.benchmarkIndex),
  };
}

/** A budget a median breaks. `timing` budgets (performance, LCP, TBT) are reported; the others fail the audit. */
export type BudgetMiss = Failure & { timing: boolean };

export function budgetMisses(url: string, m: LighthouseSummary): BudgetMiss[] {
  const misses: BudgetMiss[] = [];
  const miss = (detail: string, timing: boolean) => misses.push({ gate: "lighthouse", where: url, detail, timing });
  for (const category of CATEGORIES) {
    if (m.scores[category] < BUDGETS.scores[category]) miss(`${category} ${m.scores[category]} < ${BUDGETS.scores[category]}`, category === "performance");
  }
  if (m.lcpMs > BUDGETS.lcpMs) miss(`LCP ${Math.round(m.lcpMs)} ms > ${BUDGETS.lcpMs} ms (element: ${m.lcpElement ?? "?"})`, true);
  if (m.cls > BUDGETS.cls) miss(`CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`, false);
  if (m.tbtMs > BUDGETS.tbtMs) miss(`TBT ${Math.round(m.tbtMs)} ms > ${BUDGETS.tbtMs} ms`, true);
  for (const audit of m.failingAudits.filter((a) => m.scores[a.category] < BUDGETS.scores[a.category])) {
    miss(`${audit.category}/${audit.id}: ${audit.title}${audit.items.length ? ` — ${audit.items.join(" | ")}` : ""}`, false);
  }
  return misses;
}

async function measure(page: { label: string; url: string }, count: number, onProgress: (line: string) => void): Promise<LighthouseRow> {
  const runs: LighthouseSummary[] = [];
  const loadAtStart: number[] = [];
  for (let i = 1; i <= count; i++) {
    const started = Date.now();
    loadAtStart.push(loadavg()[0]!);
    const run = await lighthouseWithRetry(page.url);
    runs.push(run);
    onProgress(`lighthouse ${page.label} run ${i}/${count}: performance ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, load average ${loadAtStart.at(-1)!.toFixed(2)} at the start (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return { label: page.label, url: page.url, runs, loadAtStart, median: medianSummary(runs) };
}

/**
 * Each page, then the controls (a bare Next.js page, and one with an app page's stylesheet and photo),
 * measured the same way. `failures` are the gated budgets the medians break (and pages Lighthouse could not
 * measure); `overTiming` the timing budgets they break, for the report.
 */
export async function runLighthouse(
  pages: { label: string; url: string }[],
  controls: { label: string; url: string }[],
  runsPerPage: number,
  onProgress: (line: string) => void,
): Promise<{ rows: LighthouseRow[]; controls: LighthouseRow[]; failures: Failure[]; overTiming: Failure[] }> {
  const rows: LighthouseRow[] = [];
  const failures: Failure[] = [];
  const overTiming: Failure[] = [];
  for (const page of pages) {
    try {
      const row = await measure(page, runsPerPage, onProgress);
      rows.push(row);
      for (const { timing, ...miss } of budgetMisses(page.url, row.median)) (timing ? overTiming : failures).push(miss);
    } catch (error) {
      failures.push({ gate: "lighthouse", where: page.url, detail: (error as Error).message.split("\n")[0]! });
    }
  }
  const controlRows: LighthouseRow[] = [];
  for (const control of controls) {
    try {
      controlRows.push(await measure(control, runsPerPage, onProgress));
    } catch (error) {
      onProgress(`lighthouse ${control.label} could not be measured: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  return { rows, controls: controlRows, failures, overTiming };
}
