import { hash } from "node:crypto";
import { encodeCopyFields } from "@/db/copy-text";
import { feedRowKey, STAGED_CAR_COLUMNS, STAGED_KEY_COLUMNS, STAGING_MARK_COLUMNS } from "@/db/queries/stock-merge";
import { createStockFeedRowReader, isStockNumber, STOCK_FEED_FIELDS, type RowProblem, type RowReading } from "@/domain/stock/stock-feed-row";
import type { ImportDealership } from "@/domain/stock/import-dealership";
import { photoAddressPolicy, type OutboundAddressPolicy } from "@/server/http/outbound-address-policy";
import { PhotoHostCheck } from "./photo-host-check";
import { findLocation, toStagedCar, type StagedCar } from "./staged-car";

/**
 * One record of a feed: its CSV line (or position in a JSON list) and its fields as read, or why it
 * could not be read; and, when the reader has it, the record's text as sent (a CSV row with its
 * header), of which its hash is taken rather than of its fields.
 */
export type FeedRecord = { line: number; values: unknown; unreadable?: string; asSent?: string };

/** A bad row's problem, as reported: the line, the stock number when it could be read, the field and why. */
export type RowProblemReport = RowProblem & { line: number; stocknum: string | null };

const KNOWN_FIELDS = new Set(STOCK_FEED_FIELDS);

type StagingMarks = { line: number; rejected: boolean; unchanged: boolean; feedHash?: string };
const NO_CAR = STAGED_CAR_COLUMNS.map(() => "\\N").join("\t");
/** A staging line naming a car by its key alone (a rejected row, or one known unchanged). */
const keyLine = (marks: StagingMarks, key: Pick<StagedCar, "dealershipId" | "stocknum">) =>
  `${encodeCopyFields(marks, STAGING_MARK_COLUMNS)}\t${encodeCopyFields(key, STAGED_KEY_COLUMNS)}\t${NO_CAR}\n`;
/** A staging line with the car's columns. */
const carLine = (marks: StagingMarks, car: StagedCar) =>
  `${encodeCopyFields(marks, STAGING_MARK_COLUMNS)}\t${encodeCopyFields(car, STAGED_KEY_COLUMNS)}\t${encodeCopyFields(car, STAGED_CAR_COLUMNS)}\n`;
/**
 * COPY text is sent in chunks of about 64 KB: the driver turns each into bytes and copies it twice, and
 * chunks of a megabyte or more (500 new rows) cost ten times as much a row to convert as small ones.
 */
const CHUNK_CHARS = 64 * 1024;

/**
 * Validates feed records one by one into COPY lines for the staging table, keeping the counts and
 * the bad-row report. A row whose hash matches the one its car was last imported from is staged as
 * unchanged without being validated again. A rejected row is staged with its stock number only, so
 * the import knows the car is still listed and does not mark it sold.
 */
export class StagingRows {
  rows = 0;
  rejected = 0;
  readonly problems: RowProblemReport[] = [];
  problemsOmitted = 0;
  readonly ignoredFields = new Set<string>();
  private readonly readRow: (values: unknown) => RowReading;
  private readonly photoHosts: PhotoHostCheck;
  private readonly bySlug: Map<string, ImportDealership>;
  private readonly firstLine = new Map<string, number>();

  constructor(
    private readonly dealerships: readonly ImportDealership[],
    now: Date,
    private readonly options: { problemLimit: number; lastFeed: ReadonlyMap<string, string>; batchRows: number; photoAddresses?: OutboundAddressPolicy },
  ) {
    const photoAddresses = options.photoAddresses ?? photoAddressPolicy();
    this.readRow = createStockFeedRowReader({ now, photoUrls: photoAddresses });
    this.photoHosts = new PhotoHostCheck(photoAddresses);
    this.bySlug = new Map(dealerships.map((d) => [d.slug, d]));
  }

  /**
   * COPY text for the records in batches of `batchRows` rows (the last may hold fewer), each batch in
   * chunks of about 64 KB (as UTF-8); `onRows` hears how many rows each chunk held.
   */
  async *batches(records: AsyncIterable<FeedRecord>, onRows?: (rows: number) => void): AsyncGenerator<Buffer[]> {
    let batch: Buffer[] = [];
    let inBatch = 0;
    let chunk = "";
    let inChunk = 0;
    const endChunk = () => {
      // As bytes: a batch waits while the one before it is merged, and its text, built of many small strings, cost the collector more than its bytes do.
      batch.push(Buffer.from(chunk));
      onRows?.(inChunk);
      chunk = "";
      inChunk = 0;
    };
    for await (const record of records) {
      const line = this.stage(record);
      chunk += typeof line === "string" ? line : await line;
      inChunk++;
      if (++inBatch === this.options.batchRows) {
        endChunk();
        yield batch;
        batch = [];
        inBatch = 0;
      } else if (chunk.length >= CHUNK_CHARS) endChunk();
    }
    if (inChunk > 0) endChunk();
    if (batch.length > 0) yield batch;
  }

  /** Reports a row as rejected for these problems (also used for rows the database turns away). */
  reject(line: number, stocknum: string | null, problems: readonly RowProblem[]): void {
    this.rejected++;
    for (const problem of problems) {
      if (this.problems.length < this.options.problemLimit) this.problems.push({ line, stocknum, ...problem });
      else this.problemsOmitted++;
    }
  }

  /** The record's staging line; a promise only while a photo host it names is being resolved. */
  private stage({ line, values, unreadable, asSent }: FeedRecord): string | Promise<string> {
    this.rows++;
    if (unreadable !== undefined || typeof values !== "object" || values === null || Array.isArray(values)) {
      this.reject(line, null, [{ field: "row", message: unreadable ?? "must be an object of car fields" }]);
      return "";
    }
    const fields = values as Record<string, unknown>;
    for (const key in fields) if (!KNOWN_FIELDS.has(key)) this.ignoredFields.add(key);
    // Only a valid stock number names a car (and is staged with a bad row): one holding a NUL would fail the COPY.
    const stocknum = typeof fields.stocknum === "string" && isStockNumber(fields.stocknum.trim()) ? fields.stocknum.trim() : null;
    const dealershipSlug = typeof fields.dealership_slug === "string" ? fields.dealership_slug.trim() : "";
    const dealership = dealershipSlug === "" && this.dealerships.length === 1 ? this.dealerships[0] : this.bySlug.get(dealershipSlug);
    // The car the row names; without a dealership or a stock number it names none, and cannot keep one listed.
    const car = dealership && stocknum ? { dealershipId: dealership.id, stocknum } : null;
    const carKey = car && feedRowKey(car.dealershipId, car.stocknum);
    const rejectedLine = (problems: RowProblem[]) => {
      this.reject(line, stocknum, problems);
      return car ? keyLine({ line, rejected: true, unchanged: false }, car) : "";
    };
    if (carKey) {
      const first = this.firstLine.get(carKey);
      if (first !== undefined) return rejectedLine([{ field: "stocknum", message: `${stocknum} is listed twice (first on line ${first})` }]);
      this.firstLine.set(carKey, line);
    }
    const feedHash = hash("sha1", asSent ?? JSON.stringify(fields), "base64");
    if (car && carKey && this.options.lastFeed.get(carKey) === feedHash) return keyLine({ line, rejected: false, unchanged: true }, car);
    const parsed = this.readRow(fields);
    if (!parsed.ok) return rejectedLine(parsed.problems);
    if (!dealership) return rejectedLine([{ field: "dealership_slug", message: `must be one of the dealerships being imported (${[...this.bySlug.keys()].join(", ")})` }]);
    const location = findLocation(dealership, parsed.row.location);
    if (location === undefined) return rejectedLine([{ field: "location", message: `is not a location of ${dealership.name} (use one of: ${dealership.locations.map((l) => l.slug).join(", ")})` }]);
    const row = parsed.row;
    const staged = (photoProblems: RowProblem[]) =>
      photoProblems.length > 0 ? rejectedLine(photoProblems) : carLine({ line, rejected: false, unchanged: false, feedHash }, toStagedCar(row, dealership, location));
    const photoProblems = this.photoHosts.problems(row);
    return Array.isArray(photoProblems) ? staged(photoProblems) : photoProblems.then(staged);
  }
}
