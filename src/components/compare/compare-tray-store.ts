"use client";

import { COMPARE_COOKIE, formatCompareSet } from "@/domain/compare/compare-paths";
import { addToCompareSet, COMPARE_MESSAGES, parseCompareSet, removeFromCompareSet } from "@/domain/compare/compare-set";

/**
 * The compare tray in the browser (issue 35 §1). The set itself is the cookie the no-JavaScript forms write too, so
 * both ways see one tray; the names the tray shows are kept beside it in localStorage (the cookie holds only ids).
 */
const NAMES_KEY = "forecourt:compare-names";
const MAX_AGE_S = 30 * 86_400;

export type TrayCar = { id: number; name: string };
export type TrayState = { cars: TrayCar[]; notice: string | null };

const EMPTY: TrayState = { cars: [], notice: null };
const listeners = new Set<() => void>();
let cached: { cookie: string; notice: string | null; state: TrayState } | null = null;

function readNames(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(NAMES_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function cookieText(): string {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${COMPARE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COMPARE_COOKIE.length + 1)) : "";
}

const cookieIds = () => parseCompareSet(cookieText()).ids;

/**
 * The tray as the cookie holds it now. Read again whenever the cookie changed, so a change made by a form without
 * JavaScript (the comparison's Remove) shows on the next render; the same cookie gives the same object.
 */
export function getState(): TrayState {
  const cookie = cookieText();
  if (cached?.cookie !== cookie) {
    const names = readNames();
    const cars = parseCompareSet(cookie).ids.map((id) => ({ id, name: typeof names[id] === "string" ? names[id] : `Car ${id}` }));
    cached = { cookie, notice: null, state: { cars, notice: null } };
  }
  return cached.state;
}

export const getServerState = (): TrayState => EMPTY;

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(ids: number[], names: Record<string, string>, notice: string | null) {
  document.cookie = `${COMPARE_COOKIE}=${encodeURIComponent(formatCompareSet(ids))}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax; Secure`;
  try {
    localStorage.setItem(NAMES_KEY, JSON.stringify(Object.fromEntries(ids.filter((id) => names[id]).map((id) => [id, names[id]!]))));
  } catch {
    // Private windows may refuse storage: the tray then names cars by number.
  }
  cached = null;
  const state = getState();
  if (notice) cached = { ...cached!, state: { ...state, notice } };
  for (const listener of listeners) listener();
}

/** Adds the car, or takes it out when it is in already; a fifth is refused with the tray's notice. */
export function toggleCompare(car: TrayCar) {
  const ids = cookieIds();
  const names = { ...readNames(), [car.id]: car.name };
  if (ids.includes(car.id)) return write(removeFromCompareSet(ids, car.id), names, null);
  const change = addToCompareSet(ids, car.id);
  write(change.ids, names, change.kind === "full" ? COMPARE_MESSAGES.full : null);
}

export function removeFromTray(carId: number) {
  write(removeFromCompareSet(cookieIds(), carId), readNames(), null);
}
