/**
 * The production build that `npm start`, the e2e suite and the audit share: `next build` runs only
 * when .next is missing or older than its sources.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const buildId = path.join(root, ".next/BUILD_ID");
/** What the build compiles: the app (with the demo seed's factories, src/demo/factories), its assets and settings. */
const sources = ["src", "public", "next.config.ts", "package.json", "package-lock.json", "postcss.config.mjs", "tsconfig.json"];

/** The most recently modified file under `target` (a file or a folder), if it exists. */
function newestFile(target: string): { file: string; mtimeMs: number } | undefined {
  if (!existsSync(target)) return undefined;
  const stat = statSync(target);
  if (!stat.isDirectory()) return { file: target, mtimeMs: stat.mtimeMs };
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const entry of readdirSync(target)) {
    const candidate = newestFile(path.join(target, entry));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** Why the app needs building, or undefined when .next is up to date. */
export function buildReason(): string | undefined {
  if (!existsSync(buildId)) return "no production build yet (.next/BUILD_ID is missing)";
  const builtAt = statSync(buildId).mtimeMs;
  for (const source of sources) {
    const newest = newestFile(path.join(root, source));
    if (newest && newest.mtimeMs > builtAt) return `${path.relative(root, newest.file)} changed since the last build`;
  }
  return undefined;
}

/** Runs `next <args>` with inherited stdio, forwarding Ctrl-C and SIGTERM; resolves to its exit code. */
export function runNext(args: string[]): Promise<number> {
  const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, stdio: "inherit" });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal === "SIGINT" ? 130 : signal === "SIGTERM" ? 143 : 1));
    });
  });
}

/** Builds when the build is stale; resolves to `next build`'s exit code, or 0 when it was up to date. */
export async function ensureProductionBuild(): Promise<number> {
  const reason = buildReason();
  if (!reason) {
    console.log("> Production build is up to date (.next/BUILD_ID is newer than the sources)");
    return 0;
  }
  console.log(`> Building the app: ${reason}`);
  return runNext(["build"]);
}
