import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { feedFormatOf, type FeedFormat } from "./feed-readers";

/** The feed could not be opened or fetched (a missing file, an HTTP error, a timeout). */
export class FeedSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedSourceError";
  }
}

export type FeedSource = { stream: Readable; format: FeedFormat; totalBytes: number | null };

function formatFor(hints: readonly (string | null | undefined)[], location: string): FeedFormat {
  for (const hint of hints) {
    const format = hint ? feedFormatOf(hint) : null;
    if (format) return format;
  }
  throw new FeedSourceError(`Cannot tell whether ${location} is CSV or JSON: name it .csv or .json, or give --format csv|json.`);
}

/**
 * A feed from a file or an http(s) URL. A URL must answer within `timeoutMs` and then never stall
 * for longer between chunks (a hung DMS must not hold an import's transaction open).
 */
export async function openFeedSource(location: string, options: { format?: FeedFormat; timeoutMs: number }): Promise<FeedSource> {
  if (/^https?:\/\//i.test(location)) return fetchFeed(location, options);
  const file = path.resolve(location);
  const size = await stat(file).then((s) => (s.isFile() ? s.size : null), () => null);
  if (size === null) throw new FeedSourceError(`No such file: ${location}`);
  return { stream: createReadStream(file), format: options.format ?? formatFor([file], location), totalBytes: size };
}

async function fetchFeed(url: string, options: { format?: FeedFormat; timeoutMs: number }): Promise<FeedSource> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const response = await fetch(url, { signal: controller.signal, headers: { accept: "text/csv, application/json" } }).catch((error: unknown) => {
    clearTimeout(timer);
    throw new FeedSourceError(controller.signal.aborted ? `${url} did not answer within ${options.timeoutMs / 1000} s` : `Cannot fetch ${url}: ${error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error)}`);
  });
  if (!response.ok || !response.body) {
    clearTimeout(timer);
    throw new FeedSourceError(`${url} answered ${response.status} ${response.statusText}`.trim());
  }
  const format = options.format ?? formatFor([response.headers.get("content-type"), new URL(url).pathname], url);
  const length = Number(response.headers.get("content-length"));
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>);
  const stream = new PassThrough();
  const idle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const error = new FeedSourceError(`${url} stopped sending for ${options.timeoutMs / 1000} s`);
      controller.abort(error);
      stream.destroy(error);
    }, options.timeoutMs);
  };
  idle();
  body.on("data", idle);
  body.on("error", (error) => stream.destroy(error));
  stream.on("close", () => clearTimeout(timer));
  body.pipe(stream);
  return { stream, format, totalBytes: Number.isFinite(length) && length > 0 ? length : null };
}
