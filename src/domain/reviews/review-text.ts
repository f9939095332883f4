/** How a review's words and dates read (spec 001 §3, §4, §9). */

/** Spec 001 §9: "review text truncation 160". */
export const REVIEW_TEXT_TRUNCATE_AT = 160;
/** Spec 001 §9: "editor-block styling for reviews published after 2024-03-13". */
export const EDITOR_BLOCK_SINCE = "2024-03-13";

/**
 * The collapsed form of a review's text: at most `limit` characters, cut at the last word boundary,
 * with an ellipsis; null when the whole text fits (no 'View more' needed).
 */
export function truncatedReviewText(text: string, limit = REVIEW_TEXT_TRUNCATE_AT): string | null {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return null;
  const cut = trimmed.slice(0, limit);
  const lastSpace = cut.search(/\s\S*$/);
  const words = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** Reviews published after 2024-03-13 were written in the block editor: their line breaks are paragraphs. */
export function usesEditorBlocks(reviewDate: string): boolean {
  return reviewDate > EDITOR_BLOCK_SINCE;
}

/** The text as paragraphs: editor-block reviews split on blank lines or line breaks, older ones are one paragraph. */
export function reviewParagraphs(text: string, reviewDate: string): string[] {
  const trimmed = text.trim();
  if (!usesEditorBlocks(reviewDate)) return [trimmed.replace(/\s+/g, " ")];
  return trimmed.split(/\r?\n+/).map((line) => line.trim()).filter(Boolean);
}

/** Spec 001 §3: "review_date (dd/mm/yyyy)". */
export function reviewDateDisplay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/**
 * Spec 001 §3: "review_date_in_words" and "reply_date_in_words": '3 days ago', '2 months ago', 'about 1 year
 * ago', counted from `today`, the site's calendar date (`siteToday`), which both dates are written in.
 */
export function dateInWords(isoDate: string, today: string): string {
  const days = Math.max(0, Math.round(dayNumber(today) - dayNumber(isoDate)));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (days === 0) return "today";
  if (days < 7) return plural(days, "day");
  if (days < 30) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.max(1, Math.floor(days / 30.44)), "month");
  return `about ${plural(Math.max(1, Math.floor(days / 365.25)), "year")}`;
}
