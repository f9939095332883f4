import { CONTENT_PAGE_MESSAGES } from "./content-page-edit";

/** What a page's editor says after a post sent the browser back to it: a key in the address, never text. */
const NOTICES = {
  saved: "Saved as a new version. The site shows it now.",
  restored: "Restored as a new version. The site shows it now.",
  unchanged: CONTENT_PAGE_MESSAGES.unchanged,
  stale: "Someone else saved this page after you opened it, so nothing was restored. The page and its versions are shown as they are now.",
} as const;

export type ContentPageNotice = keyof typeof NOTICES;

export function contentPageNotice(key: string | string[] | undefined): { text: string; role: "status" | "alert" } | null {
  const value = Array.isArray(key) ? key[0] : key;
  if (value === undefined || !Object.hasOwn(NOTICES, value)) return null;
  return { text: NOTICES[value as ContentPageNotice], role: value === "stale" ? "alert" : "status" };
}
