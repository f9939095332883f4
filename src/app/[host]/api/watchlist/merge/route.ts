import { answerFavouritesMerge } from "@/server/watchlist/watchlist-answers";
import { watchlistPost } from "@/server/watchlist/watchlist-routes";

export const dynamic = "force-dynamic";

/** `POST /api/watchlist/merge`: this browser's favourites onto the signed-in shopper's watchlist (docs/api.md). */
export const POST = watchlistPost(answerFavouritesMerge);
