import { MAX_VALUES_PER_FACET, type FacetAttribute, type NumericRange, type RangeAttribute } from "./search-request";
import type { SearchFilterSet } from "./search-route";
import { facetChipLabel, rangeChipLabel } from "./filter-labels";
import { correctedWord, PLACE_ATTRIBUTES, type DictionaryEntry, type PlainSearchDictionary } from "./plain-search-dictionary";
import { phraseAt, readRange, type RangeStatement } from "./plain-search-ranges";
import { tokenizePlainSearch, type Token } from "./plain-search-tokens";
import { FILLER_WORDS, NUMBER_WORDS, PLACE_PREFIXES, PREFIX_COMPARISONS, SEAT_WORDS, SUFFIX_COMPARISONS } from "./plain-search-words";

/** What a chip's removal drops: one facet value, or a whole range. */
export type ChipRemoval = { attribute: FacetAttribute; value: string } | { range: RangeAttribute };
export type PlainSearchChip = { label: string; remove: ChipRemoval };
export type PlainSearch = {
  filters: SearchFilterSet;
  ranges: Partial<Record<RangeAttribute, NumericRange>>;
  /** What was understood, in the order it was typed. */
  chips: PlainSearchChip[];
  /** What was not, in order: the search's text query. */
  leftover: string;
};

/** The search request's own limit on its text query. */
const MAX_LEFTOVER_LENGTH = 120;
const MAX_PHRASE_TOKENS = 4;

/** The longest dictionary phrase at `start` (a hyphen between its words is allowed: 'cx-5', 'mercedes-benz'). */
function phraseEntryAt(tokens: readonly Token[], start: number, dictionary: PlainSearchDictionary, minimumTokens: number): { entry: DictionaryEntry; end: number } | null {
  const ends: number[] = [];
  let key = "";
  const keys: string[] = [];
  for (let at = start; at < tokens.length && keys.length < MAX_PHRASE_TOKENS; at++) {
    const token = tokens[at]!;
    if (token.symbol) {
      if (token.text === "-" && keys.length > 0) continue;
      break;
    }
    key += token.text;
    keys.push(key);
    ends.push(at + 1);
  }
  for (let length = keys.length; length >= minimumTokens; length--) {
    const entry = dictionary.phrases.get(keys[length - 1]!);
    if (entry) return { entry, end: ends[length - 1]! };
  }
  return null;
}

/** '7 seater', 'seven seaters', 'at least 7 seats', '7+ seats', '7 seats or more': the site's seat counts it names. */
function seatsAt(tokens: readonly Token[], start: number, dictionary: PlainSearchDictionary): { values: string[]; end: number } | null {
  const prefix = phraseAt(tokens, start, PREFIX_COMPARISONS);
  let at = prefix?.value === "min" ? prefix.end : start;
  const token = tokens[at];
  const count = token?.amount?.plain ? token.amount.value : NUMBER_WORDS.get(token?.text ?? "");
  if (count === undefined) return null;
  let orMore = at !== start || token?.amount?.plus === true;
  if (tokens[++at]?.text === "+") { orMore = true; at++; }
  else if (tokens[at]?.text === "-") at++;
  if (!SEAT_WORDS.has(tokens[at]?.text ?? "")) return null;
  const suffix = phraseAt(tokens, ++at, SUFFIX_COMPARISONS);
  if (suffix?.value === "min") { orMore = true; at = suffix.end; }
  const values = dictionary.seats.filter((seats) => (orMore ? seats >= count : seats === count)).map(String);
  return values.length > 0 ? { values, end: at } : null;
}

type FacetChoice = { attribute: FacetAttribute; values: string[] };
/** A later bound replaces an earlier one, and drops the other bound if the two cannot both hold ('under 20k over 30k'). */
export function combinedRange(earlier: NumericRange | undefined, { min, max }: NumericRange): NumericRange {
  const range = { ...earlier };
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    if (min === undefined) delete range.min;
    else delete range.max;
  }
  return range;
}

/** What the tokens from one position up to `end` say; `skip`: nothing, and they stay as typed. */
type Understood = { end: number; range?: RangeStatement; facet?: FacetChoice; skip?: boolean };

function understoodAt(tokens: readonly Token[], start: number, dictionary: PlainSearchDictionary): Understood | null {
  const seats = seatsAt(tokens, start, dictionary);
  if (seats) return { end: seats.end, facet: { attribute: "seats", values: seats.values } };
  const range = readRange(tokens, start);
  if (range) return "refused" in range ? { end: range.end, skip: true } : { end: range.end, range };
  if (PLACE_PREFIXES.has(tokens[start]!.text)) {
    const place = phraseEntryAt(tokens, start + 1, dictionary, 1);
    if (place && PLACE_ATTRIBUTES.has(place.entry.attribute)) return { end: place.end, facet: place.entry };
  }
  const phrase = phraseEntryAt(tokens, start, dictionary, 2);
  if (phrase) return { end: phrase.end, facet: phrase.entry };
  if (FILLER_WORDS.has(tokens[start]!.text)) return { end: start + 1 };
  const word = phraseEntryAt(tokens, start, dictionary, 1);
  return word ? { end: word.end, facet: word.entry } : null;
}

/** The filters read so far, and the order they were first typed in (for the chips). */
class Reading {
  readonly filters: SearchFilterSet = {};
  readonly ranges: Partial<Record<RangeAttribute, NumericRange>> = {};
  private readonly order: ChipRemoval[] = [];

  constructor(private readonly dictionary: PlainSearchDictionary) {}

  addFacet({ attribute, values }: FacetChoice): void {
    for (const value of values) this.addValue(attribute, value);
    // A model names its make: 'corolla' reads as /search/toyota/corolla. A name two makes share names neither.
    const makes = attribute === "model" && values.length === 1 ? this.dictionary.makesOfModel.get(values[0]!) : undefined;
    if (makes?.length === 1) this.addValue("make", makes[0]!);
  }

  setRange(statement: RangeStatement): void {
    const { attribute } = statement;
    this.ranges[attribute] = combinedRange(this.ranges[attribute], statement);
    if (!this.order.some((item) => "range" in item && item.range === attribute)) this.order.push({ range: attribute });
  }

  chips(): PlainSearchChip[] {
    return this.order.flatMap((remove) => {
      const label = "range" in remove ? rangeChipLabel(remove.range, this.ranges[remove.range]) : facetChipLabel(remove.attribute, remove.value);
      return label ? [{ label, remove }] : [];
    });
  }

  private addValue(attribute: FacetAttribute, value: string): void {
    const values = this.filters[attribute] ?? [];
    if (values.includes(value) || values.length >= MAX_VALUES_PER_FACET) return;
    this.filters[attribute] = [...values, value];
    this.order.push({ attribute, value });
  }
}

/** What was not understood, chunk by chunk as typed; a chunk partly understood keeps only its other words. */
function leftoverOf(chunks: readonly string[], tokens: readonly Token[], used: readonly boolean[]): string {
  const words: string[] = [];
  chunks.forEach((chunk, index) => {
    const own = tokens.flatMap((token, at) => (token.chunk === index && !token.symbol ? [{ token, used: used[at] }] : []));
    if (own.length > 0 && own.every((item) => !item.used)) words.push(chunk);
    else words.push(...own.filter((item) => !item.used).map((item) => item.token.text));
  });
  let leftover = "";
  for (const word of words) {
    const next = leftover ? `${leftover} ${word}` : word;
    if (next.length > MAX_LEFTOVER_LENGTH) break;
    leftover = next;
  }
  return leftover;
}

/**
 * Reads what a shopper typed ('white hybrid SUV under 35k') as the site's facets and ranges, with what it could
 * not read left as the text query. Deterministic and bounded: the input is read only up to MAX_INPUT_CHARACTERS
 * and MAX_INPUT_WORDS.
 */
export function parsePlainSearch(text: string, dictionary: PlainSearchDictionary): PlainSearch {
  const { chunks, tokens: typed } = tokenizePlainSearch(text);
  const tokens = typed.map((token) => (token.symbol || token.amount ? token : { ...token, text: correctedWord(token.text, dictionary) }));
  const used = tokens.map(() => false);
  const reading = new Reading(dictionary);
  for (let at = 0; at < tokens.length;) {
    const understood = understoodAt(tokens, at, dictionary);
    if (!understood) {
      at++;
      continue;
    }
    if (understood.range) reading.setRange(understood.range);
    if (understood.facet) reading.addFacet(understood.facet);
    if (!understood.skip) used.fill(true, at, understood.end);
    at = understood.end;
  }
  return { filters: reading.filters, ranges: reading.ranges, chips: reading.chips(), leftover: leftoverOf(chunks, typed, used) };
}
