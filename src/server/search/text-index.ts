import { tokenize, withinOneEdit, type QueryWord } from "@/domain/search/text-query";
import type { TermDictionary } from "./term-dictionary";

/** Where a word was found: the car's name-like fields count for more than its comments and features. */
const FIELD_WEIGHTS = { title: 3, body: 1 } as const;
/** How it matched: the word itself (or a synonym), as a prefix, or with one typo. */
const MATCH_WEIGHTS = { exact: 1, prefix: 0.8, typo: 0.6 } as const;

type FieldGroup = keyof typeof FIELD_WEIGHTS;

/** Postings of one field group: for each term (ascending ids) the rows holding it (ascending). */
type Postings = { termIds: Int32Array; offsets: Uint32Array; rows: Int32Array };

/** A car's words by weight, and its codes (stock number, VIN) matched by prefix. */
export type TextDocument = { title: string[]; body: string[]; stocknum: string; vin: string | null };
export type TextMatch = { rows: Int32Array; scores: Float32Array };

/**
 * A site's inverted index over its cars' words. Identifiers (stock number, VIN) are not words: they are
 * matched by prefix against the normalised values, which keeps a million unique codes out of the dictionary.
 */
export class TextIndex {
  private readonly postings: Record<FieldGroup, Postings>;
  /** Normalised stock numbers and VINs, one per row ('' when none). */
  private readonly stocknums: string[];
  private readonly vins: string[];

  constructor(
    private readonly dictionary: TermDictionary,
    documents: TextDocument[],
  ) {
    this.postings = {
      title: buildPostings(dictionary, documents.map((d) => d.title)),
      body: buildPostings(dictionary, documents.map((d) => d.body)),
    };
    this.stocknums = documents.map((d) => normaliseCode(d.stocknum));
    this.vins = documents.map((d) => normaliseCode(d.vin ?? ""));
  }

  /** Rows matching every word, with their relevance; rows ascending. */
  match(words: QueryWord[], rowCount: number): TextMatch {
    let total: Float32Array | null = null;
    for (const word of words) {
      const wordScores = this.scoreWord(word, rowCount);
      if (total === null) total = wordScores;
      else for (let r = 0; r < rowCount; r++) total[r] = wordScores[r]! > 0 && total[r]! > 0 ? total[r]! + wordScores[r]! : 0;
    }
    const rows: number[] = [];
    const scores: number[] = [];
    if (total) for (let r = 0; r < rowCount; r++) if (total[r]! > 0) { rows.push(r); scores.push(total[r]!); }
    return { rows: Int32Array.from(rows), scores: Float32Array.from(scores) };
  }

  private scoreWord(word: QueryWord, rowCount: number): Float32Array {
    const scores = new Float32Array(rowCount);
    for (const [termId, matchWeight] of this.candidateTerms(word)) {
      for (const group of ["title", "body"] as const) {
        const weight = FIELD_WEIGHTS[group] * matchWeight;
        forEachPosting(this.postings[group], termId, (row) => { if (scores[row]! < weight) scores[row] = weight; });
      }
    }
    const code = word.alternatives[0]!;
    if (/\d/.test(code)) {
      const weight = FIELD_WEIGHTS.title * (word.prefix ? MATCH_WEIGHTS.prefix : MATCH_WEIGHTS.exact);
      const matches = (value: string) => (word.prefix ? value.startsWith(code) : value === code);
      for (let r = 0; r < rowCount; r++) {
        if ((matches(this.stocknums[r]!) || matches(this.vins[r]!)) && scores[r]! < weight) scores[r] = weight;
      }
    }
    return scores;
  }

  /** Dictionary terms this word can match, each with its best match weight. */
  private candidateTerms(word: QueryWord): Map<number, number> {
    const found = new Map<number, number>();
    const offer = (termId: number, weight: number) => { if ((found.get(termId) ?? 0) < weight) found.set(termId, weight); };
    for (const alternative of word.alternatives) {
      const id = this.dictionary.find(alternative);
      if (id !== undefined) offer(id, MATCH_WEIGHTS.exact);
    }
    if (word.prefix || word.typo) {
      const stem = word.alternatives[0]!;
      const terms = this.dictionary.terms;
      for (let id = 0; id < terms.length; id++) {
        const term = terms[id]!;
        if (word.prefix && term.length > stem.length && term.startsWith(stem)) offer(id, MATCH_WEIGHTS.prefix);
        else if (word.typo && Math.abs(term.length - stem.length) <= 1 && /^[a-z]+$/.test(term) && withinOneEdit(stem, term)) offer(id, MATCH_WEIGHTS.typo);
      }
    }
    return found;
  }
}

function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Short texts (makes, models, features) repeat across a site's cars: tokenize each once per build. */
export type TokenMemo = Map<string, string[]>;
const MEMO_MAX_LENGTH = 60;

/** The words of a car's text fields, each once. */
export function documentTerms(fields: (string | null | undefined)[], memo: TokenMemo): string[] {
  const terms = new Set<string>();
  for (const field of fields) {
    if (!field) continue;
    let tokens = field.length <= MEMO_MAX_LENGTH ? memo.get(field) : undefined;
    if (!tokens) {
      tokens = tokenize(field);
      if (field.length <= MEMO_MAX_LENGTH) memo.set(field, tokens);
    }
    for (const token of tokens) terms.add(token);
  }
  return [...terms];
}

function buildPostings(dictionary: TermDictionary, documents: string[][]): Postings {
  const rowsByTerm = new Map<number, number[]>();
  documents.forEach((terms, row) => {
    for (const term of terms) {
      const id = dictionary.idOf(term);
      const list = rowsByTerm.get(id);
      if (list) list.push(row);
      else rowsByTerm.set(id, [row]);
    }
  });
  const termIds = Int32Array.from([...rowsByTerm.keys()].sort((a, b) => a - b));
  const offsets = new Uint32Array(termIds.length + 1);
  let size = 0;
  termIds.forEach((id, i) => { offsets[i] = size; size += rowsByTerm.get(id)!.length; });
  offsets[termIds.length] = size;
  const rows = new Int32Array(size);
  termIds.forEach((id, i) => rows.set(rowsByTerm.get(id)!, offsets[i]!));
  return { termIds, offsets, rows };
}

function forEachPosting(postings: Postings, termId: number, visit: (row: number) => void): void {
  let low = 0;
  let high = postings.termIds.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const id = postings.termIds[mid]!;
    if (id === termId) {
      for (let i = postings.offsets[mid]!; i < postings.offsets[mid + 1]!; i++) visit(postings.rows[i]!);
      return;
    }
    if (id < termId) low = mid + 1;
    else high = mid - 1;
  }
}
