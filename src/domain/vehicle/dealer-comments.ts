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
