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

/**
 * Dealer-written pages and offer descriptions (rich text, or markdown rendered to HTML): the same allow-list
 * parser, allowing structure too (headings under the page's own h1, paragraphs, lists, tables, quotes) and
 * links to web, mail and phone addresses or the site's own paths. Every other tag, attribute and URL is removed.
 */
const RICH_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "u", "br", "h2", "h3", "h4", "p", "ul", "ol", "li", "a", "blockquote", "hr", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "rel"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: OPTIONS.nonTextTags,
  transformTags: {
    h1: "h2",
    // Links leaving the site hand it neither the opener nor the page address; the dealer's own rel is not kept.
    a: (tagName, { href }): sanitizeHtml.Tag => {
      const attribs: sanitizeHtml.Attributes = href === undefined ? {} : { href };
      if (href !== undefined && /^https?:/i.test(href)) attribs.rel = "noopener noreferrer";
      return { tagName, attribs };
    },
  },
};

export function sanitizeDealerRichText(html: string): string {
  return sanitizeHtml(html, RICH_OPTIONS).trim();
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
