import { answerSavedCarIds } from "@/server/watchlist/watchlist-answers";
import { watchlistGet } from "@/server/watchlist/watchlist-routes";

export const dynamic = "force-dynamic";

/** `GET /api/watchlist`: the signed-in shopper's saved car ids (docs/api.md). */
export const GET = watchlistGet(answerSavedCarIds);
