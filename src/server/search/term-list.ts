import { withinOneEdit } from "@/domain/search/text-query";
import { PackedStrings } from "./packed-strings";

/**
 * One site's words, sorted and numbered by position: an exact word or a prefix is a binary search, and
 * typo candidates are a scan of this site's words only. Each index owns its list, so evicting an index
 * releases its words too (no process-wide dictionary grows with every site ever searched).
 */
export class TermList {
  private readonly terms: PackedStrings;

  /** `sortedTerms` must be distinct and sorted by UTF-16 code units (the default sort). */
  constructor(sortedTerms: readonly string[]) {
    this.terms = new PackedStrings(sortedTerms);
  }

  get size(): number {
    return this.terms.length;
  }

  get bytes(): number {
    return this.terms.bytes;
  }

  /** The word's number, or -1 when the site has no such word. */
  find(term: string): number {
    const at = this.lowerBound(term);
    return at < this.terms.length && this.terms.equals(at, term) ? at : -1;
  }

  /** Numbers of the words that start with `stem` and are longer than it. */
  *withPrefix(stem: string): Generator<number> {
    for (let at = this.lowerBound(stem); at < this.terms.length && this.terms.startsWith(at, stem); at++) {
      if (this.terms.lengthOf(at) > stem.length) yield at;
    }
  }

  /** Numbers of the words of letters only that are one edit away from `word`. */
  *withinOneEdit(word: string): Generator<number> {
    for (let id = 0; id < this.terms.length; id++) {
      const gap = this.terms.lengthOf(id) - word.length;
      if (gap > 1 || gap < -1) continue;
      const term = this.terms.at(id);
      if (/^[a-z]+$/.test(term) && withinOneEdit(word, term)) yield id;
    }
  }

  /** The first position whose word is not before `term`. */
  private lowerBound(term: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.terms.compare(mid, term) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
