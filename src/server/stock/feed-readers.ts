import type { Readable } from "node:stream";
import { parse, type CsvError } from "csv-parse";
import chain from "stream-chain";
import { parser } from "stream-json";
import { streamArray } from "stream-json/streamers/stream-array.js";
import type { FeedRecord } from "./staging-rows";

export const FEED_FORMATS = ["csv", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** The feed is not CSV or JSON as it claims (an unclosed quote, a JSON syntax error): nothing was imported. */
export class FeedSyntaxError extends Error {
  constructor(format: FeedFormat, detail: string) {
    super(`The feed is not valid ${format.toUpperCase()}: ${detail}`);
    this.name = "FeedSyntaxError";
  }
}

/**
 * A reader starts when the importer first asks for a row, after its own set-up: the input may have
 * failed by then (too large at the first chunk), and piping a failed stream would wait forever.
 */
function assertReadable(input: Readable): void {
  if (input.errored) throw input.errored;
  if (input.destroyed) throw new Error("The feed was closed before it was read");
}

/** A parser's failure as a FeedSyntaxError; a failure of the stream it reads (too large, cut off) as it is. */
async function* syntaxChecked(format: FeedFormat, input: Readable, records: AsyncGenerator<FeedRecord>): AsyncGenerator<FeedRecord> {
  try {
    yield* records;
  } catch (error) {
    if (input.errored) throw input.errored;
    throw new FeedSyntaxError(format, error instanceof Error ? error.message : String(error));
  }
}

/**
 * CSV with a header row naming the fields, parsed as it streams (csv-parse). A record the parser
 * cannot read (a wrong number of cells, a stray quote) becomes an unreadable row on its line; the
 * line is the one the record ends on, which is its own line unless a quoted cell spans lines.
 */
export async function* readCsvFeed(input: Readable): AsyncGenerator<FeedRecord> {
  assertReadable(input);
  const skipped: FeedRecord[] = [];
  const records = input.pipe(
    parse({
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        skipped.push({ line: Number(error?.lines ?? 0), values: null, unreadable: error?.message ?? "unreadable CSV row" });
        return undefined;
      },
    }),
  );
  input.on("error", (error) => records.destroy(error));
  // The parser reads ahead, so a skipped record may be heard of before the records above it are read.
  for await (const { info, record } of records as AsyncIterable<{ info: { lines: number }; record: Record<string, string> }>) {
    while (skipped[0] && skipped[0].line < info.lines) yield skipped.shift() as FeedRecord;
    yield { line: info.lines, values: record };
  }
  yield* skipped.splice(0);
}

/** A JSON array of car objects, parsed as it streams (stream-json); the "line" of a car is its position in the list, from 1. */
export async function* readJsonFeed(input: Readable): AsyncGenerator<FeedRecord> {
  assertReadable(input);
  const items = chain([input, parser(), streamArray()]);
  input.on("error", (error) => items.destroy(error));
  for await (const item of items as AsyncIterable<{ key: number; value: unknown }>) yield { line: item.key + 1, values: item.value };
}

/** The feed's records as it streams; a syntax error fails it with FeedSyntaxError. */
export function readFeed(input: Readable, format: FeedFormat): AsyncGenerator<FeedRecord> {
  return syntaxChecked(format, input, format === "csv" ? readCsvFeed(input) : readJsonFeed(input));
}

/** The format a content type or file name says, or null. */
export function feedFormatOf(hint: string): FeedFormat | null {
  const text = hint.toLowerCase();
  if (/(^|\/)(csv|comma-separated-values)\b|\.csv(\?|$)/.test(text) || text.startsWith("text/csv")) return "csv";
  if (/(^|\/|\+)json\b|\.json(\?|$)/.test(text)) return "json";
  return null;
}
