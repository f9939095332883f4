/**
 * First-load JavaScript per route, from the build output: `.next/diagnostics/route-bundle-stats.json`
 * (Next.js 16 writes each route's first-load chunk list there), each chunk gzipped with zlib
 * (level 9, as a CDN would serve it) and summed. Compared with the budgets in perf-budgets.json.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Failure } from "./report";

export type RouteJs = { route: string; files: number; rawBytes: number; gzipBytes: number; budgetKb: number | null; budgetName: string | null };
export type Budget = { name: string; route: string; maxKb: number };

export function routeMatches(pattern: string, route: string): boolean {
  const regex = new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
  return regex.test(route);
}

export function loadBudgets(file = path.join(process.cwd(), "perf-budgets.json")): Budget[] {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { firstLoadJs?: Budget[] };
  const budgets = parsed.firstLoadJs ?? [];
  for (const b of budgets) if (typeof b.route !== "string" || typeof b.maxKb !== "number") throw new Error(`perf-budgets.json: bad entry ${JSON.stringify(b)}`);
  return budgets;
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizes(file: string): { raw: number; gzip: number } {
  let cached = gzipCache.get(file);
  if (!cached) {
    const content = readFileSync(file);
    cached = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    gzipCache.set(file, cached);
  }
  return cached;
}

/** Sums the gzipped size of JavaScript files (paths relative to the project, or `/_next/…` URLs). */
export function measureFiles(files: string[], projectDir = process.cwd()): { rawBytes: number; gzipBytes: number } {
  let rawBytes = 0, gzipBytes = 0;
  for (const file of new Set(files)) {
    const local = file.startsWith("/_next/") ? path.join(projectDir, ".next", file.slice("/_next/".length)) : path.join(projectDir, file);
    const s = sizes(local);
    rawBytes += s.raw;
    gzipBytes += s.gzip;
  }
  return { rawBytes, gzipBytes };
}

export function measureRoutes(projectDir = process.cwd()): { route: string; files: string[] }[] {
  const statsFile = path.join(projectDir, ".next/diagnostics/route-bundle-stats.json");
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: run \`next build\` first (Next.js 16 writes it on every production build)`);
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  return stats.map((s) => ({ route: s.route, files: s.firstLoadChunkPaths.filter((f) => f.endsWith(".js")) }));
}

export function checkJsBudgets(projectDir = process.cwd()): { rows: RouteJs[]; failures: Failure[]; unusedBudgets: Budget[] } {
  const budgets = loadBudgets(path.join(projectDir, "perf-budgets.json"));
  const rows: RouteJs[] = measureRoutes(projectDir)
    .filter((r) => !r.route.startsWith("/_"))
    .map((r) => {
      const budget = budgets.find((b) => routeMatches(b.route, r.route)) ?? null;
      return { route: r.route, files: r.files.length, ...measureFiles(r.files, projectDir), budgetKb: budget?.maxKb ?? null, budgetName: budget?.name ?? null };
    });
  const failures: Failure[] = rows
    .filter((r) => r.budgetKb !== null && r.gzipBytes > r.budgetKb * 1024)
    .map((r) => ({ gate: "js budget", where: r.route, detail: `${(r.gzipBytes / 1024).toFixed(1)} KB gzipped > ${r.budgetKb} KB (${r.budgetName})` }));
  const unusedBudgets = budgets.filter((b) => !rows.some((r) => routeMatches(b.route, r.route)));
  return { rows, failures, unusedBudgets };
}

/** The JavaScript a served HTML page makes the browser fetch first: its module/classic script and script preloads (not `nomodule`). */
export function scriptUrlsInHtml(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)) if (!/\bnomodule\b/i.test(m[0])) urls.push(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    if (/\brel="(preload|modulepreload)"/i.test(tag) && (/\bas="script"/i.test(tag) || /modulepreload/i.test(tag))) {
      const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
      if (href) urls.push(href);
    }
  }
  return [...new Set(urls.filter((u) => u.startsWith("/_next/")))];
}
