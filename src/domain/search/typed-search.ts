import type { SearchRequest } from "./search-request";
import { parsePlainSearch, type PlainSearch } from "./plain-search";
import type { PlainSearchDictionary } from "./plain-search-dictionary";
import { withPlainSearch } from "./plain-search-href";

/**
 * A pass reads fewer words than the one before, so this is a bound on work, not on meaning: a leftover reads
 * as more only when taking words out joined two it had kept apart ('land toyota cruiser' leaves 'land cruiser').
 */
const MAX_PASSES = 8;

const namesAFilter = (reading: PlainSearch) => Object.keys(reading.filters).length > 0 || Object.keys(reading.ranges).length > 0;

/**
 * The search a request stands for once what its text query names is read as filters, added to the filters it
 * has; null when the parser understands nothing of the text (it stays a plain text search). The leftover is
 * read again until nothing more is understood, so the answer's own text names nothing: reading the answer gives
 * null, and a search page that sends its shopper to the answer is not asked to send them on again.
 */
export function readTypedSearch(request: SearchRequest, dictionary: PlainSearchDictionary): SearchRequest | null {
  let read: SearchRequest | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const current: SearchRequest = read ?? request;
    if (current.query === "") break;
    const reading = parsePlainSearch(current.query, dictionary);
    if (!namesAFilter(reading)) break;
    read = withPlainSearch(current, reading);
  }
  return read;
}
