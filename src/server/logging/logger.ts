import pino, { type Logger } from "pino";
import { loadEnv } from "@/config/env";

// One logger per process on globalThis (instrumentation and route bundles each load this module).
const holder = globalThis as typeof globalThis & { __forecourtLogger?: Logger };

/**
 * The process's structured log: one JSON object a line on stdout, with `node` (FORECOURT_NODE, the name
 * the fleet gives each process) so lines from several nodes can be told apart once collected.
 */
export function logger(): Logger {
  if (!holder.__forecourtLogger) {
    const env = loadEnv();
    holder.__forecourtLogger = pino({
      level: env.LOG_LEVEL,
      base: { node: env.FORECOURT_NODE ?? `pid-${process.pid}` },
      timestamp: pino.stdTimeFunctions.isoTime,
    });
  }
  return holder.__forecourtLogger;
}
