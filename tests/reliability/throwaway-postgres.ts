/**
 * A PostgreSQL cluster of its own for the reliability test: initdb into a temp folder, then start and
 * stop it at will. As root, the server runs as the `postgres` user (it refuses to run as root).
 */
import { execFile } from "node:child_process";
import { chownSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

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

export async function createThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-reliability-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) => (asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args));
  await pg("initdb", ["-D", dataDir, "--auth=trust", "--username=postgres", "--no-sync", "--encoding=UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c shared_buffers=32MB -c authentication_timeout=1s`;
  let running = false;
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
  await cluster.start();
  return cluster;
}
