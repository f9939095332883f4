import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
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

const BYTE_ORDER_MARK = "\ufeff";

/** A CSV row: the line it ends on, its cells, its text as sent (without the newline that ends it) and why it cannot be read, if so. */
type CsvRow = { line: number; cells: string[]; text: string; problem?: string };

const newlinesIn = (text: string) => {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count;
};

/**
 * The rows of CSV text as it streams, each with the line it ends on, parsed by Papa Parse's parser
 * (about five times as fast here as csv-parse, which took most of a re-import's time). The text is
 * parsed a block at a time; the unfinished row a block ends with is carried into the next one. The
 * parser hands over each row as it ends, with where it ends, so each row's own text is known too.
 */
async function* csvRows(input: Readable): AsyncGenerator<CsvRow> {
  // StringDecoder rather than a streaming TextDecoder: it decoded a feed in half the time.
  const decoder = new StringDecoder("utf8");
  let parser: Papa.Parser | undefined;
  let text = "";
  let line = 0;
  let rowStart = 0;
  let rows: CsvRow[] = [];
  const takeRow = (newline: string) => (result: Papa.ParseStepResult<string[][]>) => {
    const end = result.meta.cursor;
    const rowText = text.slice(rowStart, text.endsWith(newline, end) ? end - newline.length : end);
    if (result.errors.some((error) => error.code === "MissingQuotes")) throw new Error(`the quoted cell of the row on line ${line + 1} is never closed`);
    rowStart = end;
    line += 1 + newlinesIn(rowText);
    rows.push({ line, cells: result.data[0] ?? [], text: rowText, problem: result.errors.at(-1)?.message });
  };
  function* parse(final: boolean): Generator<CsvRow> {
    if (!parser) {
      if (text.startsWith(BYTE_ORDER_MARK)) text = text.slice(1);
      // Rows end the way the header row does.
      const newline = text[text.indexOf("\n") - 1] === "\r" ? "\r\n" : "\n";
      parser = new Papa.Parser({ delimiter: ",", newline, step: takeRow(newline) });
    }
    rowStart = 0;
    const result = parser.parse(text, 0, !final) as Papa.ParseResult<string[]>;
    text = text.slice(result.meta.cursor);
    yield* rows;
    rows = [];
  }
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    text += typeof chunk === "string" ? chunk : decoder.write(chunk);
    if (text.length >= CSV_BLOCK_CHARS && text.includes("\n")) yield* parse(false);
  }
  text += decoder.end();
  yield* parse(true);
}

/**
 * CSV with a header row naming the fields, parsed as it streams. A record that cannot be read (a
 * wrong number of cells, a stray quote) becomes an unreadable row on its line; the line is the one
 * the record ends on, which is its own line unless a quoted cell spans lines. Blank lines are skipped.
 * A record as sent is the header row and its own row: the same text means the same fields.
 */
export async function* readCsvFeed(input: Readable): AsyncGenerator<FeedRecord> {
  assertReadable(input);
  let columns: string[] | undefined;
  let header = "";
  for await (const { line, cells, text, problem } of csvRows(input)) {
    if (cells.length === 1 && cells[0] === "") continue;
    if (columns === undefined) {
      columns = cells.map((name) => name.trim());
      header = `${text}\n`;
      continue;
    }
    if (problem !== undefined) yield { line, values: null, unreadable: problem };
    else if (cells.length !== columns.length) yield { line, values: null, unreadable: `has ${cells.length} cells where the header names ${columns.length}` };
    else {
      const values: Record<string, string> = {};
      for (let i = 0; i < columns.length; i++) values[columns[i] as string] = cells[i] as string;
      yield { line, values, asSent: header + text };
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
