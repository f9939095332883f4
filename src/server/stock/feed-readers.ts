import type { Readable } from "node:stream";
import Papa from "papaparse";
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
 * Text gathered before the parser runs over it. Its unfinished last row is parsed again with the next
 * block, so a block holds many rows; but Papa Parse took 2.5 times as long a row over 256 KB blocks as
 * over 64 KB ones (and longer still over larger ones).
 */
const CSV_BLOCK_CHARS = 64 * 1024;

type CsvRow = { line: number; cells: string[]; problem?: string };

const newlinesIn = (cells: readonly string[]) => {
  let count = 0;
  for (const cell of cells) for (let at = cell.indexOf("\n"); at !== -1; at = cell.indexOf("\n", at + 1)) count++;
  return count;
};

/**
 * The rows of CSV text as it streams, each with the line it ends on, parsed by Papa Parse's parser
 * (about five times as fast here as csv-parse, which took most of a re-import's time). The text is
 * parsed a block at a time; the unfinished row a block ends with is carried into the next one.
 */
async function* csvRows(input: Readable): AsyncGenerator<CsvRow> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: false });
  let parser: Papa.Parser | undefined;
  let text = "";
  let line = 0;
  function* parse(final: boolean): Generator<CsvRow> {
    // Rows end the way the header row does.
    parser ??= new Papa.Parser({ delimiter: ",", newline: text[text.indexOf("\n") - 1] === "\r" ? "\r\n" : "\n" });
    const result = parser.parse(text, 0, !final) as Papa.ParseResult<string[]>;
    text = text.slice(result.meta.cursor);
    const problems = new Map<number, string>();
    for (const error of result.errors) {
      if (error.code === "MissingQuotes") {
        const rowLine = result.data.slice(0, error.row).reduce((at, cells) => at + 1 + newlinesIn(cells), line + 1);
        throw new Error(`the quoted cell of the row on line ${rowLine} is never closed`);
      }
      if (error.row !== undefined) problems.set(error.row, error.message);
    }
    for (const [index, cells] of result.data.entries()) {
      line += 1 + newlinesIn(cells);
      yield { line, cells, problem: problems.get(index) };
    }
  }
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    text += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    if (text.length >= CSV_BLOCK_CHARS && text.includes("\n")) yield* parse(false);
  }
  text += decoder.decode();
  yield* parse(true);
}

/**
 * CSV with a header row naming the fields, parsed as it streams. A record that cannot be read (a
 * wrong number of cells, a stray quote) becomes an unreadable row on its line; the line is the one
 * the record ends on, which is its own line unless a quoted cell spans lines. Blank lines are skipped.
 */
export async function* readCsvFeed(input: Readable): AsyncGenerator<FeedRecord> {
  assertReadable(input);
  let columns: string[] | undefined;
  for await (const { line, cells, problem } of csvRows(input)) {
    if (cells.length === 1 && cells[0] === "") continue;
    if (columns === undefined) {
      columns = cells.map((name) => name.trim());
      continue;
    }
    if (problem !== undefined) yield { line, values: null, unreadable: problem };
    else if (cells.length !== columns.length) yield { line, values: null, unreadable: `has ${cells.length} cells where the header names ${columns.length}` };
    else {
      const values: Record<string, string> = {};
      for (let i = 0; i < columns.length; i++) values[columns[i] as string] = cells[i] as string;
      yield { line, values };
    }
  }
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
