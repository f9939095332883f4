import pino, { type Logger } from "pino";
import { loadEnv } from "@/config/env";
import { processSingleton } from "@/config/process-singletons";

/**
 * The process's structured log: one JSON object a line on stdout, with `node` (FORECOURT_NODE, the name
 * the fleet gives each process) so lines from several nodes can be told apart once collected.
 */
export function logger(): Logger {
  return processSingleton("logger", () => {
    const env = loadEnv();
    return pino({ level: env.LOG_LEVEL, base: { node: env.FORECOURT_NODE ?? `pid-${process.pid}` }, timestamp: pino.stdTimeFunctions.isoTime });
  });
}
