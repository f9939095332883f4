import { pipeline, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { DatabaseHandle } from "@/db/client";
import type { Site } from "@/domain/site/site";
import { ApiError, badRequest } from "@/server/http/api-error";
import { handleApiError, type EdgeAnswers } from "@/server/http/handle-api-error";
import { authorizeDealerStock, DEALER_STOCK_HEADERS } from "./dealer-stock-access";
import { countBytes, FeedTooLargeError } from "./feed-bytes";
import { feedFormatOf, FeedSyntaxError, readFeed } from "./feed-readers";
import { importStock, ImportRefusedError, type ImportSummary } from "./import-stock";
import { PUSH_API_SOURCE } from "@/domain/stock/feed-source-name";

export type PutStockOptions = { dealership?: string; force: boolean; partial: boolean; dry_run: boolean };
export type PutStockLimits = { maxBytes: number; maxRejectedShare: number; now?: Date };

/** `PUT /api/dealer/stock`'s answers to what fails: private, like every dealer stock answer. */
export const STOCK_IMPORT_EDGE: EdgeAnswers = {
  name: "Stock import", unavailable: "The stock import is unavailable just now, please try again.", headers: DEALER_STOCK_HEADERS,
};

const tooLarge = (message: string) => new ApiError("payload_too_large", message, { parameter: "body" });

/**
 * `PUT /api/dealer/stock`: a DMS pushes a dealership's whole feed (CSV or JSON by Content-Type) as the
 * body, streamed into the importer with a size limit. Answers the import's summary, or why nothing
 * was changed (docs/api.md).
 */
export async function putDealerStock(handle: DatabaseHandle, site: Site, request: Request, options: PutStockOptions, limits: PutStockLimits): Promise<Response> {
  try {
    return await importFeed(handle, site, request, options, limits);
  } catch (failure) {
    return handleApiError(failure, STOCK_IMPORT_EDGE);
  }
}

async function importFeed(handle: DatabaseHandle, site: Site, request: Request, options: PutStockOptions, limits: PutStockLimits): Promise<Response> {
  const dealership = await authorizeDealerStock(handle.db, site, request, options.dealership);
  const format = feedFormatOf(request.headers.get("content-type") ?? "");
  if (!format) throw new ApiError("unsupported_media_type", "Send the feed as text/csv or application/json.", { parameter: "Content-Type" });
  const declared = Number(request.headers.get("content-length") ?? "");
  if (declared > limits.maxBytes) throw tooLarge(new FeedTooLargeError(limits.maxBytes).message);
  if (!request.body) throw badRequest("body", "Send the feed as the request body.");
  const body = pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), countBytes({ limitBytes: limits.maxBytes }), () => {});
  try {
    const summary = await importStock(handle, [dealership], readFeed(body, format), {
      now: limits.now ?? new Date(), source: PUSH_API_SOURCE, full: !options.partial, force: options.force, dryRun: options.dry_run, maxRejectedShare: limits.maxRejectedShare,
    });
    return Response.json(toImportJson(summary), { headers: DEALER_STOCK_HEADERS });
  } catch (failure) {
    body.destroy();
    throw feedError(failure);
  }
}

/** Why a feed changed nothing, as the API answers it; any other failure as it came. */
function feedError(failure: unknown): unknown {
  if (failure instanceof FeedTooLargeError) return tooLarge(failure.message);
  if (failure instanceof FeedSyntaxError) return badRequest("body", `${failure.message}. Nothing was changed.`);
  if (!(failure instanceof ImportRefusedError)) return failure;
  const tooMuchSold = failure.refusal.reason === "removes-too-much-stock";
  return new ApiError(tooMuchSold ? "conflict" : "unprocessable", `${failure.message}${tooMuchSold ? " (add ?force=true)" : ""}`, {
    parameter: tooMuchSold ? "force" : "body", details: { summary: toImportJson(failure.summary) },
  });
}

/** An import's summary as the API answers it. */
function toImportJson(summary: ImportSummary) {
  return {
    dealerships: summary.dealerships, dry_run: summary.dryRun, rows: summary.rows, inserted: summary.inserted, updated: summary.updated,
    unchanged: summary.unchanged, marked_sold: summary.markedSold, rejected: summary.rejected, problems: summary.problems,
    problems_omitted: summary.problemsOmitted, ignored_fields: summary.ignoredFields, ms: summary.ms,
  };
}

export const maxFeedBytes = (megabytes: number) => megabytes * 1024 * 1024;
