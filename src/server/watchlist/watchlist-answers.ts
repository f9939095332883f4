import type { z } from "zod";
import type { Database } from "@/db/client";
import { listWatchedCarIds } from "@/db/queries/watchlist";
import type { Site } from "@/domain/site/site";
import { WATCHLIST_MESSAGES } from "@/domain/watchlist/watchlist-messages";
import { favouritesMergeSchema, watchlistChangeSchema } from "@/domain/watchlist/watchlist-request";
import type { JsonAnswer } from "@/server/http/json-answer";
import { mergeFavourites, removeCar, saveCar, type SaveOptions, type Shopper, type WatchlistResult } from "./watchlist-service";

/**
 * The watchlist API's answers (docs/api.md), for the routes to send. Per shopper, so never cached. A refusal
 * keeps spec 000 §7's success flag beside the usual error (spec 000 §8: the browser alerts its message).
 */
const PRIVATE = { "Cache-Control": "no-store" };

const refused = (status: number, parameter: string | undefined, message: string): JsonAnswer => ({
  status, body: { success: false, error: { ...(parameter ? { parameter } : {}), message } }, headers: PRIVATE,
});

export const signInNeeded = (): JsonAnswer => refused(401, undefined, WATCHLIST_MESSAGES.signInNeeded);

function readBody<S extends z.ZodType>(schema: S, body: unknown): { ok: true; value: z.output<S> } | { ok: false; answer: JsonAnswer } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const parameter = issue?.path.length ? String(issue.path[0]) : "body";
  return { ok: false, answer: refused(400, parameter, issue?.message ?? "must be a JSON object") };
}

function toAnswer(result: WatchlistResult): JsonAnswer {
  if (result.success) return { status: 200, body: { success: true, car_id: result.carId, car_name: result.carName }, headers: PRIVATE };
  switch (result.reason) {
    case "wrong_phone":
      return refused(403, "phone_number", result.message);
    case "not_found":
      return refused(404, "car_id", result.message);
    default:
      return refused(422, "car_id", result.message);
  }
}

/** `POST /api/watchlist/save-car` and `/remove-car`: spec 000 §7 `{phone_number, car_id}`, answered with the success flag. */
export async function answerWatchlistChange(db: Database, site: Site, shopper: Shopper | null, action: "save-car" | "remove-car", body: unknown, options: SaveOptions): Promise<JsonAnswer> {
  if (!shopper) return signInNeeded();
  const change = readBody(watchlistChangeSchema, body);
  if (!change.ok) return change.answer;
  return toAnswer(action === "save-car" ? await saveCar(db, site, shopper, change.value, options) : await removeCar(db, site, shopper, change.value));
}

/** `POST /api/watchlist/merge`: this browser's favourites onto the signed-in shopper's watchlist. */
export async function answerFavouritesMerge(db: Database, site: Site, shopper: Shopper | null, body: unknown, options: SaveOptions): Promise<JsonAnswer> {
  if (!shopper) return signInNeeded();
  const request = readBody(favouritesMergeSchema, body);
  if (!request.ok) return request.answer;
  const merge = await mergeFavourites(db, site, shopper, request.value.car_ids, options);
  return {
    status: 200,
    body: { success: true, saved: merge.saved, skipped: merge.skipped.map((s) => ({ car_id: s.carId, reason: s.reason, message: WATCHLIST_MESSAGES.refusals[s.reason] })) },
    headers: PRIVATE,
  };
}

/** `GET /api/watchlist`: the ids of the cars the signed-in shopper saved, for the save controls on shared pages. */
export async function answerSavedCarIds(db: Database, site: Site, shopper: Shopper | null): Promise<JsonAnswer> {
  if (!shopper) return signInNeeded();
  return { status: 200, body: { car_ids: await listWatchedCarIds(db, site, shopper.userId) }, headers: PRIVATE };
}
