/** Spec 001 §9: "Truncation: model description 200, offer description 160 (expandable when over 200), disclaimer 200, blog excerpt 120." */
export const TRUNCATION = { modelDescription: 200, offerDescription: 160, offerDescriptionExpandableOver: 200, disclaimer: 200, blogExcerpt: 120 } as const;

/** The collapsed form of a text and whether it differs from the whole (which is when a View more control shows). */
export type ClippedText = { short: string; clipped: boolean };

/**
 * Cuts plain text to at most `limit` characters and an ellipsis, at a word break when one falls in the last
 * third of the limit, so a word is not cut in half.
 */
export function clipText(text: string, limit: number): ClippedText {
  const whole = text.trim();
  if (whole.length <= limit) return { short: whole, clipped: false };
  const cut = whole.slice(0, limit);
  const lastBreak = cut.search(/\s\S*$/);
  const atWord = lastBreak >= limit * (2 / 3) ? cut.slice(0, lastBreak) : cut;
  return { short: `${atWord.replace(/[\s.,;:!?–—-]+$/, "")}…`, clipped: true };
}

/** Spec 001 §9: an offer's description collapses to 160 characters, but only when it is over 200. */
export function clipOfferDescription(text: string): ClippedText {
  return text.trim().length > TRUNCATION.offerDescriptionExpandableOver ? clipText(text, TRUNCATION.offerDescription) : { short: text.trim(), clipped: false };
}
