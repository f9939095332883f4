/**
 * How shoppers' words match cars (issue 3): every word must match; the last word also matches as a
 * prefix (people search as they type); words of five or more letters tolerate one typo; a few words
 * match their synonyms. Numbers and codes ("i30", "86", a stock number) never match loosely.
 */

/** Words that mean the same to a shopper. 'awd' stays apart: an all-wheel-drive SUV is not an off-roader. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["ute", "utes", "pickup", "pickups", "utility"],
  ["4wd", "4x4"],
  ["auto", "automatic"],
  ["suv", "suvs", "wagon"],
  ["hatch", "hatchback"],
  ["electric", "ev"],
  ["motorbike", "motorcycle", "bike"],
];

const TYPO_MINIMUM_LETTERS = 5;

/** Lower case, accents removed: 'Citroën' → 'citroen'. */
export function normaliseText(text: string): string {
  const lower = text.toLowerCase();
  // NFKD is slow and only needed beyond ASCII; indexing a large site tokenizes millions of words.
  return /[^\x00-\x7f]/.test(lower) ? lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "") : lower;
}

/** Letters and digits joined by hyphens or slashes: a code such as 'CX-5', 'Mach-E', 'A/C' or stock number 'SECTEST-1'. */
const JOINED_CODE = /^[a-z0-9]+(?:[-/][a-z0-9]+)+$/;

/** The text's whitespace-separated chunks, without the punctuation around them ('(cx-5),' → 'cx-5'). */
function chunksOf(normalised: string): string[] {
  return normalised.split(/\s+/).map((chunk) => chunk.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, "")).filter(Boolean);
}

const wordsOf = (chunk: string) => chunk.split(/[^a-z0-9]+/).filter(Boolean);

/**
 * The searchable words of a car's text. A code written with a hyphen or slash is also kept whole
 * ('CX-5' → cx, 5, cx5), so 'cx5' and 'cx-5' both find it.
 */
export function tokenize(text: string): string[] {
  const normalised = normaliseText(text);
  if (!/[-/]/.test(normalised)) return wordsOf(normalised);
  return chunksOf(normalised).flatMap((chunk) => (JOINED_CODE.test(chunk) ? [...wordsOf(chunk), wordsOf(chunk).join("")] : wordsOf(chunk)));
}

/**
 * The words of a shopper's query. A code typed with a hyphen or slash is one word, its parts joined
 * ('SECTEST-1' → sectest1): it finds the whole code that tokenize() keeps for a car's text, and a stock
 * number or VIN, which are matched with their punctuation taken out; its parts alone ('sectest', '1') are
 * not words of the code to look for.
 */
export function queryWords(query: string): string[] {
  return chunksOf(normaliseText(query)).flatMap((chunk) => (JOINED_CODE.test(chunk) ? [wordsOf(chunk).join("")] : wordsOf(chunk)));
}

export type QueryWord = {
  /** The word and its synonyms: any of them matches exactly. */
  alternatives: string[];
  /** Also match words that start with it (the last word of the query). */
  prefix: boolean;
  /** Also match words one edit away (five or more letters, letters only). */
  typo: boolean;
};

export function parseTextQuery(query: string): QueryWord[] {
  const words = [...new Set(queryWords(query))];
  const endsMidWord = /[a-z0-9]$/i.test(query.trim()) && !/\s$/.test(query);
  return words.map((word, i) => ({
    alternatives: synonymsOf(word),
    prefix: endsMidWord && i === words.length - 1,
    typo: allowsTypo(word),
  }));
}

export function synonymsOf(word: string): string[] {
  const group = SYNONYM_GROUPS.find((words) => words.includes(word));
  return group ? [word, ...group.filter((other) => other !== word)] : [word];
}

export function allowsTypo(word: string): boolean {
  return word.length >= TYPO_MINIMUM_LETTERS && /^[a-z]+$/.test(word);
}

/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) { endA--; endB--; }
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  if (restA <= 1 && restB <= 1) return true;
  // A swap of two neighbours: 'tyoota' ↔ 'toyota'.
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
