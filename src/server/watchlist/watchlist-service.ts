import type { Database } from "@/db/client";
import { removeWatchlistCar, saveWatchlistCars, type SaveOutcome } from "@/db/queries/watchlist";
import { phoneE164 } from "@/domain/phone/phone-number";
import type { Site } from "@/domain/site/site";
import type { Shopper as SignedInShopper } from "@/server/accounts/current-shopper";
import { WATCHLIST_MESSAGES } from "@/domain/watchlist/watchlist-messages";
import type { WatchlistChange } from "@/domain/watchlist/watchlist-request";
import type { SaveRefusal } from "@/domain/watchlist/watchlist-rules";

export type WatchlistResult =
  | { success: true; carId: number; carName: string }
  | { success: false; reason: SaveRefusal | "wrong_phone"; message: string };

export type SaveOptions = { siteOrigin: string | null };

/** What the watchlist needs of the signed-in shopper (`getSignedInShopper`): who, and the phone they signed in with. */
export type Shopper = Pick<SignedInShopper, "userId" | "phone">;

/** Spec 000 §7 `phone_number`: when sent, the number the shopper signed in with (any spelling of it). */
function isShoppersPhone(shopper: Shopper, phoneNumber: string | undefined): boolean {
  return phoneNumber === undefined || (phoneE164(phoneNumber) ?? phoneNumber) === (phoneE164(shopper.phone) ?? shopper.phone);
}

const wrongPhone = { success: false, reason: "wrong_phone", message: WATCHLIST_MESSAGES.wrongPhone } as const;

function toResult(outcome: SaveOutcome): WatchlistResult {
  if (outcome.kind === "refused" || !outcome.car) {
    const reason = outcome.kind === "refused" ? outcome.reason : "not_found";
    return { success: false, reason, message: WATCHLIST_MESSAGES.refusals[reason] };
  }
  return { success: true, carId: outcome.car.id, carName: outcome.car.name };
}

/** `save-car`: the car on the shopper's watchlist (or already there), or why not. */
export async function saveCar(db: Database, site: Site, shopper: Shopper, change: WatchlistChange, options: SaveOptions): Promise<WatchlistResult> {
  if (!isShoppersPhone(shopper, change.phone_number)) return wrongPhone;
  const [outcome] = await saveWatchlistCars(db, site, shopper.userId, [change.car_id], options);
  return toResult(outcome!);
}

/** `remove-car`: the car off the shopper's watchlist; removing a car not on it succeeds too. */
export async function removeCar(db: Database, site: Site, shopper: Shopper, change: WatchlistChange): Promise<WatchlistResult> {
  if (!isShoppersPhone(shopper, change.phone_number)) return wrongPhone;
  const car = await removeWatchlistCar(db, site, shopper.userId, change.car_id);
  return car ? { success: true, carId: car.id, carName: car.name } : { success: false, reason: "not_found", message: WATCHLIST_MESSAGES.refusals.not_found };
}

export type FavouritesMerge = { saved: number[]; skipped: { carId: number; reason: SaveRefusal }[] };

/**
 * Issue 14: at sign-in the favourites this browser kept (spec 000 §3) join the shopper's watchlist, by the same
 * rules as a save: a favourite that has since sold, or left the site, is skipped and said so.
 */
export async function mergeFavourites(db: Database, site: Site, shopper: Shopper, carIds: readonly number[], options: SaveOptions): Promise<FavouritesMerge> {
  const unique = [...new Set(carIds)];
  const outcomes = await saveWatchlistCars(db, site, shopper.userId, unique, options);
  const merge: FavouritesMerge = { saved: [], skipped: [] };
  unique.forEach((carId, i) => {
    const outcome = outcomes[i]!;
    if (outcome.kind === "refused") merge.skipped.push({ carId, reason: outcome.reason });
    else merge.saved.push(carId);
  });
  return merge;
}
