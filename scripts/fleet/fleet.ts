/**
 * The production shape on one machine (issue 17, decision 022): nginx in front of N `next start` app nodes
 * (LEAD_WORKER=false), one standalone lead worker, and a PostgreSQL primary with a hot standby made by
 * deploy/replica.sh, all throwaway, on loopback ports, under one temp folder. `npm run fleet` runs it for people;
 * the fleet fault test (tests/reliability/fleet) runs it and breaks it.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createThrowawayPostgres, createThrowawayStandby, findPostgresBin, type ThrowawayPostgres } from "../../tests/reliability/throwaway-postgres";
import { managedProcess, type ManagedProcess } from "./managed-process";
import { workspaceOriginFrom } from "../../src/server/tenancy/workspace-origin";
import { renderNginxConfig } from "./nginx-config";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
export const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export type FleetOptions = {
  /** The balancer's port; the others follow `basePort`: nodes +11…, primary +21, standby +22, worker metrics +31. */
  balancerPort: number;
  basePort: number;
  nodes: number;
  demoCars: number;
  /** More environment for the app nodes and the worker (LEAD_SMTP_URL, LEAD_* …). */
  env?: Record<string, string>;
  /** nginx's per-address limits on lead and sign-in posts (deploy/nginx.conf). */
  leadRate?: string;
  signInRate?: string;
  /** Keep the temp folder (logs, databases) after stopping. */
  keep?: boolean;
  onProgress?: (message: string) => void;
};

export type Fleet = {
  dir: string;
  url: string;
  metricsToken: string;
  nodes: ManagedProcess[];
  nodePorts: number[];
  worker: ManagedProcess;
  workerMetricsPort: number;
  nginx: ManagedProcess;
  primary: ThrowawayPostgres;
  replica: ThrowawayPostgres;
  /** Stops everything (nginx, nodes and worker gracefully, then the databases) and removes the folder unless kept. */
  stop(): Promise<void>;
};

const answers = async (url: string, init?: RequestInit) => (await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) })).ok;

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const progress = options.onProgress ?? (() => {});
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries not found (install Debian's postgresql or set PG_BIN)");
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-fleet-"));
  const logs = path.join(dir, "logs");
  mkdirSync(logs);
  const metricsToken = randomBytes(18).toString("base64url");
  const nodePorts = Array.from({ length: options.nodes }, (_, i) => options.basePort + 11 + i);
  const workerMetricsPort = options.basePort + 31;
  const started: { stop(): Promise<unknown> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {});
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };

  try {
    progress(`PostgreSQL primary on ${options.basePort + 21}`);
    const primary = await createThrowawayPostgres(bin, options.basePort + 21);
    started.push({ stop: () => primary.destroy() });
    progress("Demo data");
    const seeded = await run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--cars", String(options.demoCars)], {
      cwd: root, env: { ...process.env, DATABASE_URL: primary.url, PORT: String(options.balancerPort) }, maxBuffer: 16 * 1024 * 1024,
    });
    writeFileSync(path.join(logs, "seed.log"), seeded.stdout + seeded.stderr);
    progress(`Hot standby on ${options.basePort + 22} (deploy/replica.sh)`);
    const replica = await createThrowawayStandby(bin, primary, options.basePort + 22);
    started.push({ stop: () => replica.destroy() });

    // nginx reaches the nodes from loopback: its X-Forwarded-For names the client. Links use the balancer's port.
    const balancer = { TRUSTED_PROXIES: "127.0.0.1, ::1", LOCAL_ORIGIN: `http://localhost:${options.balancerPort}` };
    const shared: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: primary.url, SEED_DEMO: "false", METRICS_TOKEN: metricsToken, ...balancer, ...options.env };
    const worker = managedProcess({
      name: "worker",
      command: process.execPath,
      args: ["--import", "tsx", "src/server/worker/worker-main.ts"],
      cwd: root,
      env: { ...shared, FORECOURT_NODE: "worker", DATA_DIR: path.join(dir, "worker"), WORKER_METRICS_PORT: String(workerMetricsPort) },
      logFile: path.join(logs, "worker.log"),
      isReady: () => answers(`http://127.0.0.1:${workerMetricsPort}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }),
    });
    progress("Lead worker");
    await worker.start();
    started.push({ stop: () => worker.stop() });

    const nodes = nodePorts.map((port, i) =>
      managedProcess({
        name: `app-${i + 1}`,
        command: process.execPath,
        args: [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"],
        cwd: root,
        env: { ...shared, FORECOURT_NODE: `app-${i + 1}`, DATA_DIR: path.join(dir, `app-${i + 1}`), DATABASE_REPLICA_URL: replica.url, LEAD_WORKER: "false" },
        logFile: path.join(logs, `app-${i + 1}.log`),
        isReady: () => answers(`http://127.0.0.1:${port}/api/health/ready`),
      }),
    );
    progress(`App nodes on ${nodePorts.join(", ")}`);
    await Promise.all(nodes.map((node) => node.start()));
    started.push({ stop: () => Promise.all(nodes.map((node) => node.stop())) });

    const nginxDir = path.join(dir, "nginx");
    mkdirSync(nginxDir);
    const config = path.join(nginxDir, "nginx.conf");
    writeFileSync(config, renderNginxConfig({
      fleetDir: nginxDir, listen: `127.0.0.1:${options.balancerPort}`, appServers: nodePorts.map((port) => `127.0.0.1:${port}`),
      metricsAllow: ["127.0.0.1"], metricsToken, leadRate: options.leadRate ?? "30r/m", signInRate: options.signInRate ?? "10r/m",
      workspaceHost: new URL(workspaceOriginFrom({ LOCAL_ORIGIN: balancer.LOCAL_ORIGIN })).hostname,
    }));
    const nginx = managedProcess({
      name: "nginx",
      command: NGINX_BIN,
      args: ["-p", nginxDir, "-e", path.join(nginxDir, "nginx-error.log"), "-c", config, "-g", "daemon off;"],
      cwd: nginxDir,
      env: process.env,
      logFile: path.join(logs, "nginx.log"),
      isReady: () => answers(`http://127.0.0.1:${options.balancerPort}/api/health/live`),
      gracefulSignal: "SIGQUIT",
    });
    progress(`nginx on ${options.balancerPort}`);
    await nginx.start();
    started.push({ stop: () => nginx.stop() });

    return {
      dir, url: `http://127.0.0.1:${options.balancerPort}`, metricsToken, nodes, nodePorts, worker, workerMetricsPort, nginx, primary, replica,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
