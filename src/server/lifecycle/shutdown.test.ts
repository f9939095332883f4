import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const shutdownModule = path.join(import.meta.dirname, "shutdown.ts");

/** Runs onStopSignal in a child process whose stop takes `stopMs`, sends it SIGTERM, and reports how it ended. */
async function stopChild(options: { stopMs: number; boundMs: number; exitWhenStopped: boolean }) {
  const script = `
    import { onStopSignal, isDraining } from ${JSON.stringify(shutdownModule)};
    onStopSignal({
      boundMs: ${options.boundMs}, exitWhenStopped: ${options.exitWhenStopped}, log: { log: () => {}, error: () => {} },
      stop: async (remaining) => { console.log("draining " + isDraining() + " remaining " + (remaining > 0)); await new Promise((r) => setTimeout(r, ${options.stopMs})); console.log("stopped"); },
    });
    setInterval(() => {}, 1000);
    console.log("ready " + isDraining());`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve) => child.stdout.on("data", () => output.includes("ready") && resolve()));
  const signalled = Date.now();
  child.kill("SIGTERM");
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  return { code, output, ms: Date.now() - signalled };
}

describe("onStopSignal", () => {
  it("marks the process draining, runs the stop and exits 0 when it finishes", async () => {
    const result = await stopChild({ stopMs: 50, boundMs: 5_000, exitWhenStopped: true });
    expect(result.output).toContain("ready false");
    expect(result.output).toContain("draining true remaining true");
    expect(result.output).toContain("stopped");
    expect(result.code).toBe(0);
  }, 20_000);

  it("exits 1 at the bound when the stop takes longer", async () => {
    const result = await stopChild({ stopMs: 60_000, boundMs: 300, exitWhenStopped: true });
    expect(result.output).not.toContain("stopped");
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(10_000);
  }, 20_000);

  it("leaves the exit to its owner (next start) when told to, still bounded", async () => {
    const result = await stopChild({ stopMs: 50, boundMs: 1_000, exitWhenStopped: false });
    expect(result.output).toContain("stopped");
    expect(result.code).toBe(1);
    expect(result.ms).toBeGreaterThanOrEqual(900);
  }, 20_000);
});
