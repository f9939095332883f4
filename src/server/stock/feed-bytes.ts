import { Transform } from "node:stream";

/** The feed is larger than the limit: nothing was imported. */
export class FeedTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The feed is larger than ${formatBytes(limitBytes)}, the most one import takes. Nothing was changed.`);
    this.name = "FeedTooLargeError";
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024)).toLocaleString("en-AU")} MiB` : `${Math.round(bytes / 1024).toLocaleString("en-AU")} KiB`;
}

/** Passes bytes through, telling `onBytes` the running total and failing with FeedTooLargeError past `limitBytes`. */
export function countBytes(options: { limitBytes?: number; onBytes?: (total: number) => void }): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (options.limitBytes !== undefined && total > options.limitBytes) return done(new FeedTooLargeError(options.limitBytes));
      options.onBytes?.(total);
      done(null, chunk);
    },
  });
}
