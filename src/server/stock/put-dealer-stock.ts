import { pipeline, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { DatabaseHandle } from "@/db/client";
import type { Site } from "@/domain/site/site";
import { logFailure } from "@/server/logging/log-failure";
import { authorizeDealerStock } from "./dealer-stock-access";
import { stockErrors, toImportJson } from "./dealer-stock-responses";
import { countBytes, FeedTooLargeError } from "./feed-bytes";
import { feedFormatOf, FeedSyntaxError, readFeed } from "./feed-readers";
import { importStock, ImportRefusedError } from "./import-stock";

export type PutStockOptions = { dealership?: string; force: boolean; partial: boolean; dry_run: boolean };
export type PutStockLimits = { maxBytes: number; maxRejectedShare: number; now?: Date };

/**
 * `PUT /api/dealer/stock`: a DMS pushes a dealership's whole feed (CSV or JSON by Content-Type) as the
 * body, streamed into the importer with a size limit. Answers the import's summary, or why nothing
 * was changed (docs/api.md).
 */
export async function putDealerStock(handle: DatabaseHandle, site: Site, request: Request, options: PutStockOptions, limits: PutStockLimits): Promise<Response> {
  const access = await authorizeDealerStock(handle.db, site, request.headers.get("authorization"), options.dealership);
  if (!access.ok) return access.response;
  const format = feedFormatOf(request.headers.get("content-type") ?? "");
  if (!format) return stockErrors.unsupportedType();
  const declared = Number(request.headers.get("content-length") ?? "");
  if (declared > limits.maxBytes) return stockErrors.tooLarge(new FeedTooLargeError(limits.maxBytes).message);
  if (!request.body) return stockErrors.badRequest("body", "Send the feed as the request body.");
  const body = pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), countBytes({ limitBytes: limits.maxBytes }), () => {});
  try {
    const summary = await importStock(handle, [access.dealership], readFeed(body, format), {
      now: limits.now ?? new Date(), full: !options.partial, force: options.force, dryRun: options.dry_run, maxRejectedShare: limits.maxRejectedShare,
    });
    return Response.json(toImportJson(summary), { headers: { "Cache-Control": "no-store" } });
  } catch (failure) {
    body.destroy();
    if (failure instanceof FeedTooLargeError) return stockErrors.tooLarge(failure.message);
    if (failure instanceof FeedSyntaxError) return stockErrors.badRequest("body", `${failure.message}. Nothing was changed.`);
    if (failure instanceof ImportRefusedError) {
      const status = failure.refusal.reason === "removes-too-much-stock" ? 409 : 422;
      const hint = status === 409 ? " (add ?force=true)" : "";
      return stockErrors.refused(status, `${failure.message}${hint}`, failure.summary);
    }
    logFailure("Stock import failed", failure);
    return stockErrors.unavailable("The stock import");
  }
}

export const maxFeedBytes = (megabytes: number) => megabytes * 1024 * 1024;
