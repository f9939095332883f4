import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { SiteHttpClient } from "./site-http-client";
import { createRssSampler, type RssSampler } from "./rss-sampler";

const root = path.resolve(import.meta.dirname, "../..");

export type AppServer = { pid: number; rss: RssSampler; stop(): Promise<void> };

/** Resolves to `preferred` when nothing listens on it, else to a port the system hands out. */
export async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : null));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0)) ?? preferred;
}

async function waitUntilHealthy(client: SiteHttpClient, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}; see its log`);
    const response = await client.get("localhost", "/api/health").catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** Where the app's data comes from: a PostgreSQL URL, or PGlite under a data directory. */
export type AppDatabase = { databaseUrl: string } | { dataDir: string };

/**
 * Starts the production app the way `npm start` does (scripts/start.ts builds it first when the build
 * is missing or stale), on `port`, with the app's output in `logFile`. Seeding at start-up is off:
 * the benchmark database is prepared beforehand.
 */
export async function startAppServer(options: { port: number; database: AppDatabase; logFile: string; client: SiteHttpClient }): Promise<AppServer> {
  const log = createWriteStream(options.logFile);
  await once(log, "open");
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), SEED_DEMO: "false", NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  if ("databaseUrl" in options.database) env.DATABASE_URL = options.database.databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = options.database.dataDir;
  }
  const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], { cwd: root, env, stdio: ["ignore", log, log] });
  try {
    await waitUntilHealthy(options.client, child, 15 * 60_000);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  const rss = createRssSampler(child.pid ?? 0);
  return {
    pid: child.pid ?? 0,
    rss,
    async stop() {
      rss.stop();
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      log.end();
    },
  };
}
