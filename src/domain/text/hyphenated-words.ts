/** A run of display text, and whether it must stay on one line. */
export type TextRun = { text: string; unbroken: boolean };

/** A word (no spaces) with a hyphen between two letters or digits: 'Mach-E', 'CX-5', 'Harley-Davidson', '(X-Trail)'. */
const HYPHENATED_WORD = /[^\s-]*[\p{L}\p{N}]-[\p{L}\p{N}][^\s]*/gu;

/**
 * A name cut into runs so that each hyphenated word can be kept on one line: a browser may break a line
 * after any hyphen, printing 'Mach-' at the end of a card's title and 'E' on the next. The runs joined are
 * the text unchanged, hyphen and all, so copying, searching the page and finding the name by its text see
 * what the dealer typed (a U+2011 non-breaking hyphen in its place would not match a typed '-').
 */
export function hyphenatedWordRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(HYPHENATED_WORD)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), unbroken: false });
    runs.push({ text: match[0], unbroken: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), unbroken: false });
  return runs;
}
