/** One process of the fleet (an app node, the worker, nginx): started, signalled and restarted at will, its output in a log file. */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, readFileSync, type WriteStream } from "node:fs";

export type ProcessSpec = {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  logFile: string;
  /** Resolves once the process serves (its readiness probe answers); polled after each start. */
  isReady: () => Promise<boolean>;
  readyWithinMs?: number;
  /** The signal a graceful stop sends (nginx: SIGQUIT). */
  gracefulSignal?: NodeJS.Signals;
};

export type ManagedProcess = {
  name: string;
  pid(): number | undefined;
  running(): boolean;
  /** Starts it and waits until it is ready. */
  start(): Promise<void>;
  /** Sends `signal` and waits for the exit (SIGKILL after `withinMs`); resolves to the exit code or signal. */
  stop(signal?: NodeJS.Signals | "graceful", withinMs?: number): Promise<string>;
  /** Resident memory now (from /proc), or null when not running. */
  rssBytes(): number | null;
  /** The last lines it wrote. */
  tail(lines?: number): string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function managedProcess(spec: ProcessSpec): ManagedProcess {
  let child: ChildProcess | undefined;
  let exited: Promise<string> | undefined;
  let log: WriteStream | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const tail = (lines = 20) => {
    try {
      return readFileSync(spec.logFile, "utf8").split("\n").slice(-lines).join("\n");
    } catch {
      return "";
    }
  };

  return {
    name: spec.name,
    pid: () => (running() ? child?.pid : undefined),
    running,
    async start() {
      if (running()) throw new Error(`${spec.name} is already running`);
      log ??= createWriteStream(spec.logFile, { flags: "a" });
      log.write(`\n--- ${new Date().toISOString()} start ${spec.name}\n`);
      // Its own process group: a Ctrl-C in the terminal reaches the fleet's controller, which stops each in order.
      const started = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
      child = started;
      started.stdout?.pipe(log, { end: false });
      started.stderr?.pipe(log, { end: false });
      exited = new Promise((resolve) => started.once("exit", (code, signal) => resolve(signal ?? String(code))));
      const deadline = Date.now() + (spec.readyWithinMs ?? 120_000);
      while (Date.now() < deadline) {
        if (started.exitCode !== null || started.signalCode !== null) throw new Error(`${spec.name} exited while starting:\n${tail(30)}`);
        if (await spec.isReady().catch(() => false)) return;
        await sleep(200);
      }
      throw new Error(`${spec.name} was not ready within ${(spec.readyWithinMs ?? 120_000) / 1000} s:\n${tail(30)}`);
    },
    async stop(signal = "graceful", withinMs = 60_000) {
      if (!child || !exited) return "not started";
      if (running()) {
        child.kill(signal === "graceful" ? (spec.gracefulSignal ?? "SIGTERM") : signal);
        const timer = setTimeout(() => child?.kill("SIGKILL"), withinMs);
        await exited.finally(() => clearTimeout(timer));
      }
      return exited;
    },
    rssBytes() {
      const pid = running() ? child?.pid : undefined;
      if (!pid) return null;
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      return kb ? Number(kb) * 1024 : null;
    },
    tail,
  };
}
