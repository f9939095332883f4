/**
 * A rendered page with its per-response values cut out, so one render can answer many requests: the CSP
 * nonce (rendered as a placeholder that never leaves the process) and the idempotency keys of no-JavaScript
 * lead forms (rendered as fresh UUIDs, found by their hidden input). Each response fills the holes with its own
 * nonce and its own keys, in the HTML and in the inline RSC payload alike (decision 019).
 */
export type PageTemplate = {
  /** The text between the holes; there is one hole fewer than parts. */
  parts: string[];
  /** What fills each hole: the nonce, or the n-th idempotency key of the page. */
  holes: Hole[];
  /** Distinct idempotency keys the page rendered. */
  keyCount: number;
  /** UTF-16 length of the parts, for the cache's memory estimate. */
  length: number;
};

type Hole = { kind: "nonce" } | { kind: "key"; index: number };

const IDEMPOTENCY_KEY_INPUT = /name="idempotency_key" value="([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g;

/** Cuts `placeholderNonce` and every idempotency key out of `html`. The placeholder must be unguessable, so no page content can hold it. */
export function toPageTemplate(html: string, placeholderNonce: string): PageTemplate {
  const keys = [...new Set(Array.from(html.matchAll(IDEMPOTENCY_KEY_INPUT), (match) => match[1]!))];
  const needles = new Map<string, Hole>([[placeholderNonce, { kind: "nonce" }], ...keys.map((key, index): [string, Hole] => [key, { kind: "key", index }])]);
  const pattern = new RegExp([...needles.keys()].map(escapeRegExp).join("|"), "g");
  const parts: string[] = [];
  const holes: Hole[] = [];
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(html.slice(from, match.index));
    holes.push(needles.get(match[0])!);
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  return { parts, holes, keyCount: keys.length, length: html.length };
}

/** The page for one response: its own nonce, and a fresh key for each form. */
export function fillPageTemplate(template: PageTemplate, nonce: string, newKey: () => string): string {
  const keys = Array.from({ length: template.keyCount }, newKey);
  let html = template.parts[0]!;
  for (let i = 0; i < template.holes.length; i++) {
    const hole = template.holes[i]!;
    html += (hole.kind === "nonce" ? nonce : keys[hole.index]!) + template.parts[i + 1]!;
  }
  return html;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
