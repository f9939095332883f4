/**
 * A PostgreSQL cluster of its own for the reliability tests: initdb into a temp folder (or a hot standby of
 * another such cluster, made by deploy/replica.sh), then start and stop it at will. As root, the server runs
 * as the `postgres` user (it refuses to run as root).
 */
import { execFile } from "node:child_process";
import { chownSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const REPLICA_SCRIPT = path.resolve(import.meta.dirname, "../../deploy/replica.sh");

/** PG_BIN, else the newest /usr/lib/postgresql/N/bin (Debian's layout); CI installs PostgreSQL there. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export type ThrowawayPostgres = { url: string; port: number; start(): Promise<void>; stop(mode: "fast" | "immediate"): Promise<void>; destroy(): Promise<void> };

const asRoot = () => process.getuid?.() === 0;

/** A temp folder the postgres user owns when we are root. */
async function clusterDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (asRoot()) {
    const { stdout: uid } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(uid.trim()), Number(gid.trim()));
  }
  return dir;
}

function pgTool(bin: string) {
  return (tool: string, args: string[]) => (asRoot() ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args));
}

/** Start, stop and destroy for a cluster in `dir`/data serving `port` (started already). */
function controlCluster(bin: string, dir: string, port: number, settings: string): ThrowawayPostgres {
  const dataDir = path.join(dir, "data");
  const pg = pgTool(bin);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${settings}`;
  let running = true;
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pg("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
      running = true;
    },
    async stop(mode) {
      await pg("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop("immediate").catch(() => {});
      if (process.env.RELIABILITY_PG_LOG) copyFileSync(path.join(dir, "server.log"), process.env.RELIABILITY_PG_LOG);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

const SERVER_SETTINGS = "-c max_connections=60 -c shared_buffers=32MB -c authentication_timeout=1s";

/** A fresh cluster on `port` (default: any free one), started. */
export async function createThrowawayPostgres(bin: string, port?: number): Promise<ThrowawayPostgres> {
  const dir = await clusterDir("forecourt-reliability-pg-");
  await pgTool(bin)("initdb", ["-D", path.join(dir, "data"), "--auth=trust", "--username=postgres", "--no-sync", "--encoding=UTF8"]);
  const cluster = controlCluster(bin, dir, port ?? (await freePort()), SERVER_SETTINGS);
  await cluster.start();
  return cluster;
}

/** A hot standby of `primary` on `port`, made and started by deploy/replica.sh (pg_basebackup -R, a replication slot). */
export async function createThrowawayStandby(bin: string, primary: ThrowawayPostgres, port: number): Promise<ThrowawayPostgres> {
  const dir = await clusterDir("forecourt-reliability-standby-");
  await run("sh", [REPLICA_SCRIPT, "127.0.0.1", String(primary.port), path.join(dir, "data"), String(port), `forecourt_standby_${port}`], { env: { ...process.env, PG_BIN: bin } });
  return controlCluster(bin, dir, port, `${SERVER_SETTINGS} -c hot_standby=on`);
}
