import { answerWatchlistChange } from "@/server/watchlist/watchlist-answers";
import { watchlistPost } from "@/server/watchlist/watchlist-routes";

export const dynamic = "force-dynamic";

/** `POST /api/watchlist/save-car` (spec 000 §7): `{phone_number, car_id}`, answered with the success flag (docs/api.md). */
export const POST = watchlistPost((db, site, shopper, body, options) => answerWatchlistChange(db, site, shopper, "save-car", body, options));
