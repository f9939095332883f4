import { LOCATION_HOURS_MESSAGES } from "./location-hours-edit";

/** What the locations page says after a post sent the browser back: a key in the address, never text. */
const NOTICES = {
  saved: "Saved. The site shows the new hours and numbers now.",
  changed: LOCATION_HOURS_MESSAGES.changed,
} as const;

export function locationEditorNotice(key: string | string[] | undefined): { text: string; role: "status" | "alert" } | null {
  const value = Array.isArray(key) ? key[0] : key;
  if (value === undefined || !Object.hasOwn(NOTICES, value)) return null;
  return { text: NOTICES[value as keyof typeof NOTICES], role: value === "changed" ? "alert" : "status" };
}
