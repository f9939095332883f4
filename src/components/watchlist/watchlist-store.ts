import { track } from "@/components/analytics/track";
import { signInLink } from "@/domain/accounts/sign-in-link";
import { analyticsEvent } from "@/domain/analytics/analytics-events";
import { toggleFavourite, type FavouriteCar } from "@/domain/vehicle/favourites";
import { WATCHLIST_MESSAGES } from "@/domain/watchlist/watchlist-messages";
import { readLocalFavourites, writeLocalFavourites } from "./local-favourites";
import { changeWatchlist, fetchSavedCarIds, fetchSession, mergeFavourites } from "./watchlist-api";

/**
 * The page's one view of the shopper's watchlist, shared by every save control and the toast (issue 14). Shared
 * pages are cached for everyone, so their HTML never says who is signed in: this store asks `/api/session` once
 * the page runs. Signed in, the controls show the server watchlist; signed out, this browser's favourites, and
 * saving one goes to sign-in, after which the favourites join the watchlist.
 */
export type Toast = { id: number; title: string; text: string };
type Phase = "loading" | "signed_out" | "signed_in" | "unavailable";
type State = { phase: Phase; saved: ReadonlySet<number>; csrfToken: string; toast: Toast | null };

let state: State = { phase: "loading", saved: new Set(), csrfToken: "", toast: null };
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;
let toastCount = 0;

function update(change: Partial<State>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server who is signed in and what they saved, once a page with a save control runs. */
export function startWatchlist(): void {
  loading ??= load();
}

export const getState = (): State => state;
/** What the server renders: nothing known yet. */
export const INITIAL_STATE: State = state;

/** Spec 001 §4: "Only one toast shows at a time": a new one replaces the last. */
function showToast(title: string, text: string): void {
  toastCount += 1;
  update({ toast: { id: toastCount, title, text } });
}

export function dismissToast(id: number): void {
  if (state.toast?.id === id) update({ toast: null });
}

async function load(): Promise<void> {
  try {
    const session = await fetchSession();
    if (!session.signedIn) {
      update({ phase: "signed_out", csrfToken: session.csrfToken, saved: new Set(readLocalFavourites().map((f) => f.id)) });
      return;
    }
    update({ phase: "signed_in", csrfToken: session.csrfToken, saved: new Set(await fetchSavedCarIds()) });
    await mergeLocalFavourites();
  } catch {
    update({ phase: "unavailable" });
  }
}

/** Issue 14: the favourites kept while signed out join the watchlist once the shopper is signed in; the newest saved is toasted. */
async function mergeLocalFavourites(): Promise<void> {
  const local = readLocalFavourites();
  if (local.length === 0) return;
  const answer = await mergeFavourites(local.map((f) => f.id), state.csrfToken);
  if (!answer) return;
  writeLocalFavourites([]);
  update({ saved: new Set([...state.saved, ...answer.saved]) });
  const newest = local.find((f) => answer.saved.includes(f.id));
  if (newest) showToast(WATCHLIST_MESSAGES.savedTitle, WATCHLIST_MESSAGES.saved(newest.name));
}

/** Spec 000 §4 "Saving needs a signed-in user with a phone, otherwise redirect to sign-in": to `/sign-in?type=watchlist&redirect=…&back=…`, back here. */
function watchlistSignInHref(): string {
  return signInLink("watchlist", `${window.location.pathname}${window.location.search}`);
}

/** Spec 000 §4: "optimistic local update, then the call; toast on success"; spec 000 §8: on failure, a browser alert with the error message. */
export async function toggleSaved(car: FavouriteCar): Promise<void> {
  if (state.phase === "signed_out") {
    const { list, added } = toggleFavourite(readLocalFavourites(), car);
    writeLocalFavourites(list);
    update({ saved: new Set(list.map((f) => f.id)) });
    if (!added) return;
    track(analyticsEvent("favourite", { carId: car.id }));
    window.location.assign(watchlistSignInHref());
    return;
  }
  if (state.phase !== "signed_in") return;
  const saving = !state.saved.has(car.id);
  const before = state.saved;
  update({ saved: saving ? new Set([...before, car.id]) : new Set([...before].filter((id) => id !== car.id)) });
  const answer = await changeWatchlist(saving ? "save-car" : "remove-car", car.id, state.csrfToken);
  if (!answer.success) {
    update({ saved: before });
    window.alert(answer.message);
    return;
  }
  if (saving) {
    track(analyticsEvent("favourite", { carId: car.id }));
    showToast(WATCHLIST_MESSAGES.savedTitle, WATCHLIST_MESSAGES.saved(answer.carName));
  } else {
    showToast(WATCHLIST_MESSAGES.removedTitle, WATCHLIST_MESSAGES.removed(answer.carName));
  }
}
