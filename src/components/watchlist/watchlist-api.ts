import { WATCHLIST_MESSAGES } from "@/domain/watchlist/watchlist-messages";

/** The browser's side of the watchlist API (docs/api.md): the session, the saved ids, save, remove, and the favourites merge. */
export type SessionState = { signedIn: boolean; csrfToken: string };
export type ChangeAnswer = { success: true; carName: string } | { success: false; message: string };
export type MergeAnswer = { saved: number[] };

const JSON_HEADERS = { accept: "application/json" };

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
}

function errorMessage(body: Record<string, unknown>): string {
  const message = (body.error as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? message : WATCHLIST_MESSAGES.unavailable;
}

export async function fetchSession(): Promise<SessionState> {
  const body = await readJson(await fetch("/api/session", { headers: JSON_HEADERS, cache: "no-store" }));
  return { signedIn: body.signed_in === true, csrfToken: typeof body.csrf_token === "string" ? body.csrf_token : "" };
}

export async function fetchSavedCarIds(): Promise<number[]> {
  const body = await readJson(await fetch("/api/watchlist", { headers: JSON_HEADERS, cache: "no-store" }));
  return Array.isArray(body.car_ids) ? body.car_ids.filter((id): id is number => typeof id === "number") : [];
}

function post(path: string, csrfToken: string, payload: unknown): Promise<Response> {
  return fetch(path, { method: "POST", headers: { ...JSON_HEADERS, "content-type": "application/json", "x-csrf-token": csrfToken }, body: JSON.stringify(payload) });
}

/** Spec 000 §7: `POST /api/watchlist/save-car` or `/remove-car` with `{car_id}`; the success flag decides. */
export async function changeWatchlist(action: "save-car" | "remove-car", carId: number, csrfToken: string): Promise<ChangeAnswer> {
  try {
    const body = await readJson(await post(`/api/watchlist/${action}`, csrfToken, { car_id: carId }));
    return body.success === true && typeof body.car_name === "string" ? { success: true, carName: body.car_name } : { success: false, message: errorMessage(body) };
  } catch {
    return { success: false, message: WATCHLIST_MESSAGES.unavailable };
  }
}

export async function mergeFavourites(carIds: readonly number[], csrfToken: string): Promise<MergeAnswer | null> {
  const response = await post("/api/watchlist/merge", csrfToken, { car_ids: carIds });
  const body = await readJson(response);
  return response.ok && Array.isArray(body.saved) ? { saved: body.saved.filter((id): id is number => typeof id === "number") } : null;
}
