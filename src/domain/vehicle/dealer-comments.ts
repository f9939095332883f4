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
