import { tokenize, type QueryWord } from "@/domain/search/text-query";
import { PackedStrings } from "./packed-strings";
import type { SearchScratch } from "./search-scratch";
import { TermList } from "./term-list";

/** Where a word was found: the car's name-like fields count for more than its comments and features. */
const FIELD_WEIGHTS = { title: 3, body: 1 } as const;
/** How it matched: the word itself (or a synonym), as a prefix, or with one typo. */
const MATCH_WEIGHTS = { exact: 1, prefix: 0.8, typo: 0.6 } as const;

type FieldGroup = keyof typeof FIELD_WEIGHTS;
const FIELD_GROUPS: readonly FieldGroup[] = ["title", "body"];

/**
 * Postings of one field group: the rows holding word w (ascending) are rows[offsets[w] .. offsets[w + 1]).
 * Row numbers take two bytes where the site has at most 65,536 cars (nearly every site), else four.
 */
type Postings = { offsets: Uint32Array; rows: Uint16Array | Int32Array };

/** A car's text: name-like fields, comments and features, and its codes (stock number, VIN). */
export type TextFields = { title: (string | null | undefined)[]; body: (string | null | undefined)[]; stocknum: string; vin: string | null };
/** Matching rows (ascending) with their relevance; views into the search's scratch space. */
export type TextMatch = { rows: Int32Array; scores: Float32Array };

type TextParts = { terms: TermList; postings: Record<FieldGroup, Postings>; stocknums: PackedStrings; vins: PackedStrings };

/**
 * A site's inverted index over its cars' words. Identifiers (stock number, VIN) are not words: they are
 * matched by prefix against the normalised values, which keeps a million unique codes out of the word list.
 */
export class TextIndex {
  private readonly terms: TermList;
  private readonly postings: Record<FieldGroup, Postings>;
  /** Normalised stock numbers and VINs, one per row ('' when none). */
  private readonly stocknums: PackedStrings;
  private readonly vins: PackedStrings;

  constructor(parts: TextParts) {
    ({ terms: this.terms, postings: this.postings, stocknums: this.stocknums, vins: this.vins } = parts);
  }

  get bytes(): number {
    const postings = FIELD_GROUPS.reduce((sum, group) => sum + this.postings[group].offsets.byteLength + this.postings[group].rows.byteLength, 0);
    return this.terms.bytes + postings + this.stocknums.bytes + this.vins.bytes;
  }

  /** Rows matching every word, with their relevance; rows ascending. */
  match(words: QueryWord[], rowCount: number, scratch: SearchScratch): TextMatch {
    const { scores: total, wordScores, textRows, textScores } = scratch;
    words.forEach((word, i) => {
      const target = i === 0 ? total : wordScores;
      target.fill(0, 0, rowCount);
      this.scoreWord(word, rowCount, target);
      if (i > 0) for (let r = 0; r < rowCount; r++) total[r] = wordScores[r]! > 0 && total[r]! > 0 ? total[r]! + wordScores[r]! : 0;
    });
    let count = 0;
    for (let r = 0; r < rowCount; r++) {
      if (total[r]! > 0) {
        textRows[count] = r;
        textScores[count++] = total[r]!;
      }
    }
    return { rows: textRows.subarray(0, count), scores: textScores.subarray(0, count) };
  }

  private scoreWord(word: QueryWord, rowCount: number, scores: Float32Array): void {
    for (const [termId, matchWeight] of this.candidateTerms(word)) {
      for (const group of FIELD_GROUPS) {
        const weight = FIELD_WEIGHTS[group] * matchWeight;
        const { offsets, rows } = this.postings[group];
        for (let i = offsets[termId]!; i < offsets[termId + 1]!; i++) {
          const row = rows[i]!;
          if (scores[row]! < weight) scores[row] = weight;
        }
      }
    }
    const code = word.alternatives[0]!;
    if (!/\d/.test(code)) return;
    const weight = FIELD_WEIGHTS.title * (word.prefix ? MATCH_WEIGHTS.prefix : MATCH_WEIGHTS.exact);
    for (let r = 0; r < rowCount; r++) {
      const matches = word.prefix
        ? this.stocknums.startsWith(r, code) || this.vins.startsWith(r, code)
        : this.stocknums.equals(r, code) || this.vins.equals(r, code);
      if (matches && scores[r]! < weight) scores[r] = weight;
    }
  }

  /** This site's words the query word can match, each with its best match weight. */
  private candidateTerms(word: QueryWord): Map<number, number> {
    const found = new Map<number, number>();
    const offer = (termId: number, weight: number) => { if ((found.get(termId) ?? 0) < weight) found.set(termId, weight); };
    for (const alternative of word.alternatives) {
      const id = this.terms.find(alternative);
      if (id >= 0) offer(id, MATCH_WEIGHTS.exact);
    }
    const stem = word.alternatives[0]!;
    if (word.prefix) for (const id of this.terms.withPrefix(stem)) offer(id, MATCH_WEIGHTS.prefix);
    if (word.typo) for (const id of this.terms.withinOneEdit(stem)) offer(id, MATCH_WEIGHTS.typo);
    return found;
  }
}

function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Short texts (makes, models, features) repeat across a site's cars: each is tokenized once per build. */
const MEMO_MAX_LENGTH = 60;

/** Builds a site's text index car by car (in row order). */
export class TextIndexBuilder {
  private readonly rowsByTerm = new Map<string, Record<FieldGroup, number[]>>();
  private readonly tokenMemo = new Map<string, string[]>();
  private readonly stocknums: string[] = [];
  private readonly vins: string[] = [];

  add(fields: TextFields): void {
    const row = this.stocknums.length;
    for (const group of FIELD_GROUPS) {
      for (const term of this.termsOf(fields[group])) {
        let rows = this.rowsByTerm.get(term);
        if (!rows) this.rowsByTerm.set(term, (rows = { title: [], body: [] }));
        rows[group].push(row);
      }
    }
    this.stocknums.push(normaliseCode(fields.stocknum));
    this.vins.push(normaliseCode(fields.vin ?? ""));
  }

  build(): TextIndex {
    const sorted = [...this.rowsByTerm.keys()].sort();
    const rowCount = this.stocknums.length;
    return new TextIndex({
      terms: new TermList(sorted),
      postings: { title: buildPostings(sorted, this.rowsByTerm, "title", rowCount), body: buildPostings(sorted, this.rowsByTerm, "body", rowCount) },
      stocknums: new PackedStrings(this.stocknums),
      vins: new PackedStrings(this.vins),
    });
  }

  /** The words of a car's fields in one weight group, each once. */
  private termsOf(fields: (string | null | undefined)[]): Set<string> {
    const terms = new Set<string>();
    for (const field of fields) {
      if (!field) continue;
      let tokens = field.length <= MEMO_MAX_LENGTH ? this.tokenMemo.get(field) : undefined;
      if (!tokens) {
        tokens = tokenize(field);
        if (field.length <= MEMO_MAX_LENGTH) this.tokenMemo.set(field, tokens);
      }
      for (const token of tokens) terms.add(token);
    }
    return terms;
  }
}

function buildPostings(sortedTerms: readonly string[], rowsByTerm: Map<string, Record<FieldGroup, number[]>>, group: FieldGroup, rowCount: number): Postings {
  const offsets = new Uint32Array(sortedTerms.length + 1);
  let size = 0;
  sortedTerms.forEach((term, id) => {
    offsets[id] = size;
    size += rowsByTerm.get(term)![group].length;
  });
  offsets[sortedTerms.length] = size;
  const rows = rowCount <= 0x10000 ? new Uint16Array(size) : new Int32Array(size);
  sortedTerms.forEach((term, id) => rows.set(rowsByTerm.get(term)![group], offsets[id]!));
  return { offsets, rows };
}
