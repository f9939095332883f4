/**
 * Builds the production app when it is stale (unless --no-build), prepares the demo database, starts `next start`
 * on port 3300 and waits for /api/health. The database is fresh PGlite under .data/audit, or
 * DATABASE_URL when set (seeded only if empty).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { workspaceOriginFrom } from "../../src/server/tenancy/workspace-origin";
import { ensureProductionBuild } from "../production-build";
import { httpGet } from "./http";

export const AUDIT_PORT = Number(process.env.AUDIT_PORT ?? 3300);
export const AUDIT_DATA_DIR = ".data/audit";

/** A Next.js project's own `next`, run from its directory: `dir`, else this app. */
const nextBin = (dir: string) => path.join(dir, "node_modules/.bin/next");

export type AuditSite = { slug: string; name: string; template: string; origin: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env, cwd });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`))));
  });
}

export function auditEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  if (!env.DATABASE_URL) env.DATA_DIR = AUDIT_DATA_DIR;
  env.SEED_DEMO = "true";
  env.DEMO_CARS = process.env.AUDIT_DEMO_CARS ?? process.env.DEMO_CARS ?? "600";
  // The audit's browser reaches no other host, so a location map could only add a failed tile request (a console
  // error): the pages are audited as lists. tests/e2e/locations*.spec.ts cover the maps with a routed tile server.
  env.MAP_TILE_URL = "off";
  // The demo sites are reached locally: their canonical URLs and links name the audit's port (decision 003).
  env.LOCAL_ORIGIN = `http://localhost:${AUDIT_PORT}`;
  return env;
}

/** `next build` of `dir`, else of this app. */
export async function nextBuild(env: NodeJS.ProcessEnv, dir = process.cwd()): Promise<void> {
  await run(nextBin(dir), ["build"], env, dir);
}

/** The production build `npm start` and the e2e suite use, rebuilt only when its sources changed. */
export async function buildApp(): Promise<void> {
  const code = await ensureProductionBuild();
  if (code !== 0) throw new Error(`next build exited with ${code}`);
}

/**
 * Migrates and seeds the audit database in this process (as the server would at start), lists its sites and
 * signs `workspaceStaff` in (a session cookie), sends `leadSite` an enquiry (the lead page's), then closes it so the server can open it: PGlite allows one
 * process per directory.
 */
export async function prepareAuditDatabase(workspaceStaff: string, leadSite: string): Promise<{ sites: Omit<AuditSite, "origin">[]; staffCookie: string; leadId: string }> {
  const env = auditEnv();
  if (!process.env.DATABASE_URL) await rm(AUDIT_DATA_DIR, { recursive: true, force: true });
  for (const key of ["DATA_DIR", "SEED_DEMO", "DEMO_CARS"] as const) if (env[key] !== undefined) process.env[key] = env[key];
  const { prepareDatabase } = await import("../../src/server/prepare-database");
  const { DATABASE_SINGLETON, getDatabase } = await import("../../src/db/connection");
  const { replaceProcessSingleton } = await import("../../src/config/process-singletons");
  const { loadSites } = await import("../../src/db/queries/sites");
  const { staffSessionCookieHeader } = await import("../../tests/fixtures/staff-session-fixture");
  const { submitAuditLead } = await import("./audit-lead");
  await prepareDatabase();
  const handle = await getDatabase();
  const sites = await loadSites(handle.db);
  const staffCookie = await staffSessionCookieHeader(handle.db, workspaceStaff);
  const site = sites.find((s) => s.slug === leadSite);
  if (!site) throw new Error(`No demo site ${leadSite} to send the audit's lead to`);
  const leadId = await submitAuditLead(handle.db, site);
  await handle.close();
  replaceProcessSingleton(DATABASE_SINGLETON, undefined);
  return { sites: sites.map((s) => ({ slug: s.slug, name: s.name, template: s.template })), staffCookie, leadId };
}

export type NextProcess = { pid: number; stop(): Promise<void>; logs: () => string };
export type RunningServer = NextProcess & { origin: (slug: string) => string; workspaceOrigin: string };

/** `next start` (of `dir`, else this app) on `port`, once `readyPath` answers 200 with a body `isReady` accepts. */
export async function startNext(options: { dir?: string; port: number; env: NodeJS.ProcessEnv; readyPath: string; isReady: (body: string) => boolean }): Promise<NextProcess> {
  const { dir = process.cwd(), port, env, readyPath, isReady } = options;
  const readyUrl = `http://localhost:${port}${readyPath}`;
  const busy = await httpGet(readyUrl, {}, 2_000).then(() => true, () => false);
  if (busy) throw new Error(`Port ${port} is already serving something; stop it before running the audit`);

  const child: ChildProcess = spawn(nextBin(dir), ["start", "-p", String(port)], { cwd: dir, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  let exited = false;
  child.on("exit", () => (exited = true));

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {}
    }, 10_000);
    await gone;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`next start exited before it was ready:\n${output}`);
    const response = await httpGet(readyUrl, {}, 5_000).catch(() => null);
    if (response?.status === 200 && isReady(response.body)) return { pid: child.pid!, stop, logs: () => output };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`next start was not ready within 180 s:\n${output}`);
}

export async function startServer(): Promise<RunningServer> {
  const server = await startNext({ port: AUDIT_PORT, env: auditEnv(), readyPath: "/api/health", isReady: (body) => /"ok":\s*true/.test(body) });
  return { ...server, origin: (slug) => `http://${slug}.localhost:${AUDIT_PORT}`, workspaceOrigin: workspaceOriginFrom({ LOCAL_ORIGIN: auditEnv().LOCAL_ORIGIN }) };
}
