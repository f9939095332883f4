/** A message's text in pieces: plain text, or an http(s) address that may be shown as a link. */
export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const CANDIDATE = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than an address ("see https://a.example/x."). */
const TRAILING = /[.,;:!?)\]}]+$/;

/** The address as a link target when it is an absolute http(s) URL with a host; null otherwise. */
export function safeLinkHref(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url.href : null;
}

/**
 * Splits a message (a shopper's or a salesperson's words) into text and links (issue 33: "links in messages are never
 * made clickable to a `javascript:` or data URL"). Only what starts `http://` or `https://` and parses as such an
 * address becomes a link; every other scheme, however spelt, stays text. The UI renders text parts as text, so
 * nothing in a message is ever markup.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) parts.push({ kind: "text", text: message.slice(textStart, end) });
  };
  for (const match of message.matchAll(CANDIDATE)) {
    const address = match[0].replace(TRAILING, "");
    const href = safeLinkHref(address);
    if (!href) continue;
    pushText(match.index);
    parts.push({ kind: "link", text: address, href });
    textStart = match.index + address.length;
  }
  pushText(message.length);
  // Neighbouring text parts (a candidate that was not a link) read as one.
  return parts.reduce<MessagePart[]>((joined, part) => {
    const last = joined.at(-1);
    if (last?.kind === "text" && part.kind === "text") joined[joined.length - 1] = { kind: "text", text: last.text + part.text };
    else joined.push(part);
    return joined;
  }, []);
}
