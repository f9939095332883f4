/** Starts and kills `lead-app-server.ts` as a child process (the app the reliability test restarts). */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type AppProcess = { url: string; restart(): Promise<void>; stop(): Promise<void>; log: string[] };

const root = path.resolve(import.meta.dirname, "../..");

export async function startAppProcess(port: number, env: Record<string, string>): Promise<AppProcess> {
  const log: string[] = [];
  let child: ChildProcess | undefined;
  const launch = () =>
    new Promise<void>((resolve, reject) => {
      // node itself with tsx's loader (not the tsx CLI, which runs the app in a child a SIGKILL would orphan).
      const started = spawn(process.execPath, ["--import", "tsx", path.join(root, "tests/reliability/lead-app-server.ts")], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
      child = started;
      const timer = setTimeout(() => reject(new Error(`app did not start:\n${log.slice(-20).join("")}`)), 90_000);
      const onData = (chunk: Buffer) => {
        log.push(chunk.toString());
        if (chunk.toString().includes("lead-app-server ready")) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout?.on("data", onData);
      started.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
      if (process.env.RELIABILITY_VERBOSE) {
        started.stdout?.pipe(process.stderr);
        started.stderr?.pipe(process.stderr);
        started.on("exit", (code, signal) => process.stderr.write(`lead-app-server exited (${code ?? signal})\n`));
      }
      started.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`app exited with ${code}`));
      });
    });
  const kill = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      // SIGKILL: a crash, not a graceful stop; claims in flight are left to their lease.
      child.kill("SIGKILL");
    });
  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    async restart() {
      await kill();
      await launch();
    },
    stop: kill,
  };
}
