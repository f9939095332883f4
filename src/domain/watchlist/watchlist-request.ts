import { z } from "zod";
import { jsonCarIdSchema } from "@/domain/car/car-id";
import { WATCHLIST_LIMIT } from "./watchlist-rules";

/**
 * Spec 000 §7: `POST /api/watchlist/save-car` and `/remove-car`, JSON `{phone_number, car_id}`. The signed-in
 * session says who the shopper is; `phone_number`, when sent, must be the session's own number.
 */
export const watchlistChangeSchema = z.object({
  car_id: jsonCarIdSchema,
  phone_number: z.string().trim().max(40, { error: "must be a phone number" }).optional(),
});
export type WatchlistChange = z.infer<typeof watchlistChangeSchema>;

/** The favourites a browser kept before sign-in (spec 000 §3 "Favourite kept locally"), by id; at most a full watchlist's worth. */
export const favouritesMergeSchema = z.object({
  car_ids: z.array(jsonCarIdSchema).max(WATCHLIST_LIMIT, { error: `must list at most ${WATCHLIST_LIMIT} cars` }),
});
