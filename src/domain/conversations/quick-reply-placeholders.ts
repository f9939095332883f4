/** The placeholders a dealership's quick replies may use (issue 33: "the car, its price and the salesperson's name"). */
export const QUICK_REPLY_PLACEHOLDERS = ["car", "price", "salesperson"] as const;
export type QuickReplyPlaceholder = (typeof QUICK_REPLY_PLACEHOLDERS)[number];

/** What fills each placeholder for one lead; null when the lead has none (an enquiry about no car has no price). */
export type QuickReplyValues = Readonly<Record<QuickReplyPlaceholder, string | null>>;

export type FilledQuickReply = { ok: true; text: string } | { ok: false; error: string };

const PLACEHOLDER = /\{([^{}\s]*)\}/g;
const isKnown = (name: string): name is QuickReplyPlaceholder => (QUICK_REPLY_PLACEHOLDERS as readonly string[]).includes(name);

const MISSING: Readonly<Record<QuickReplyPlaceholder, string>> = {
  car: "This lead is about no car, so {car} cannot be filled in.",
  price: "This lead is about no car, so {price} cannot be filled in.",
  salesperson: "Your name is not known, so {salesperson} cannot be filled in.",
};

/** The placeholders a template names that are not ours (`{colour}`, `{}`), in the order they appear, each once. */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !isKnown(name));
  return [...new Set(names)];
}

/** The template's error for its body field, or null: every placeholder must be one we can fill. */
export function quickReplyTemplateError(template: string): string | null {
  const unknown = unknownPlaceholders(template);
  if (unknown.length === 0) return null;
  const known = QUICK_REPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(", ");
  return `${unknown.map((name) => `{${name}}`).join(", ")} ${unknown.length === 1 ? "is not a placeholder" : "are not placeholders"}: use ${known}.`;
}

/**
 * Fills a quick reply for one lead. A placeholder we do not know, or one this lead has no value for, is an error
 * for the form to show, never left in the text the shopper would get.
 */
export function fillQuickReply(template: string, values: QuickReplyValues): FilledQuickReply {
  const templateError = quickReplyTemplateError(template);
  if (templateError) return { ok: false, error: templateError };
  const missing = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as QuickReplyPlaceholder).find((name) => values[name] === null);
  if (missing) return { ok: false, error: MISSING[missing] };
  return { ok: true, text: template.replace(PLACEHOLDER, (_, name: QuickReplyPlaceholder) => values[name]!) };
}
