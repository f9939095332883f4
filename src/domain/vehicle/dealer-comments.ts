export const PENDING_DEALER_COMMENTS = "Dealer comments are pending. Please check back here later.";

/**
 * Spec 000 §5: "Dealer comments empty or only '|' give 'Dealer comments are pending. Please check back
 * here later.'; '|' splits paragraphs." Blank pieces between separators are dropped.
 */
export function dealerCommentParagraphs(text: string | null | undefined): string[] {
  const paragraphs = (text ?? "")
    .split("|")
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  return paragraphs.length > 0 ? paragraphs : [PENDING_DEALER_COMMENTS];
}

/** Spec 000 §4/§9: "Dealer comments collapse at 400 characters with show more/less." */
export const DEALER_COMMENTS_COLLAPSE_AT = 400;

/** Whether the comments (as paragraphs of plain text) are long enough to start collapsed. */
export function dealerCommentsCollapse(paragraphs: readonly string[]): boolean {
  return paragraphs.join(" ").length > DEALER_COMMENTS_COLLAPSE_AT;
}

/**
 * What collapsed comments show: their first 400 characters (spec 000 §9 "Dealer comments 400 characters"), cut
 * back to the last whole word and ended with '…', not whatever fits a box's height (issue 32). Null when the
 * comments are short enough to show whole.
 */
export function dealerCommentsPreview(text: string): string | null {
  if (text.length <= DEALER_COMMENTS_COLLAPSE_AT) return null;
  const head = text.slice(0, DEALER_COMMENTS_COLLAPSE_AT);
  const lastSpace = head.lastIndexOf(" ");
  return `${(lastSpace > 0 && /\S/.test(text[DEALER_COMMENTS_COLLAPSE_AT] ?? "") ? head.slice(0, lastSpace) : head).trimEnd()}…`;
}
