import { logger } from "./logger";

const STACK_FRAMES = 12;

/** An error and its cause in one line (drivers wrap the useful message in `cause`). */
export function describeFailure(failure: unknown): string {
  if (!(failure instanceof Error)) return String(failure);
  const cause = failure.cause instanceof Error ? `: ${failure.cause.message}` : "";
  return `${failure.message.split("\n")[0]}${cause}`;
}

/**
 * What a log line says of a failure: its first line and its cause's, and where it was thrown. Never the whole
 * message or the stack's header, which repeats it: a failed query's message goes on to list the statement's
 * parameters, and those are shoppers' names, phone numbers and e-mail addresses.
 */
export function failureFields(failure: unknown): { failure: string; stack?: string[] } {
  const frames = failure instanceof Error ? failure.stack?.split("\n").filter((line) => line.startsWith("    at ")) : undefined;
  return frames?.length ? { failure: describeFailure(failure), stack: frames.slice(0, STACK_FRAMES).map((line) => line.trim()) } : { failure: describeFailure(failure) };
}

/** A failure the code handled (answered with an error page or a 503, or fell back), as an error line of the structured log. */
export function logFailure(what: string, failure: unknown, fields: Record<string, unknown> = {}): void {
  logger().error({ ...fields, ...failureFields(failure) }, what);
}
