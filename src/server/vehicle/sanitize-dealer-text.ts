import sanitizeHtml from "sanitize-html";

/**
 * Dealer-supplied text (comments, descriptions) arrives from feeds and may carry HTML, by accident or
 * by attack. It is rendered as HTML after this: simple emphasis and line breaks survive, every other
 * tag, every attribute and every URL is removed (sanitize-html, an allow-list parser).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "u", "br"],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  // Text inside these is dropped with the tag, not shown as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "template", "title", "xmp", "noembed", "noframes"],
};

export function sanitizeDealerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The same text with no markup at all (entities decoded), for meta descriptions, JSON-LD and the PDF. */
export function dealerPlainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
