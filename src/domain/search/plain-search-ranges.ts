import { SEARCH_PRICE_LIMIT, type RangeAttribute } from "./search-request";
import type { Token } from "./plain-search-tokens";
import {
  APPROXIMATELY, BETWEEN_WORDS, KM_UNITS, PREFIX_COMPARISONS, PRICE_UNITS, QUANTITY_NAMES, SUFFIX_COMPARISONS, THOUSANDS,
  YEAR_PREFIXES, YEAR_SUFFIXES, type Bound,
} from "./plain-search-words";

/** A price, km or year statement read from tokens [start, end). */
export type RangeStatement = { attribute: RangeAttribute; min?: number; max?: number; end: number };
/** A comparison and an amount that cannot go together ('after 30k', 'under 30'): both are left as typed. */
export type RefusedStatement = { refused: true; end: number };

type Quantity = { value: number; money: boolean; thousands: boolean; km: boolean; plain: boolean; plus: boolean; end: number };
type Named = RangeAttribute | undefined;

const LIMITS: Record<RangeAttribute, [number, number]> = { price: [0, SEARCH_PRICE_LIMIT], km: [0, 5_000_000], year: [1900, 2100] };
const isYearLike = (q: Quantity) => q.plain && q.value >= 1900 && q.value <= 2100;
const within = (attribute: RangeAttribute, value: number) => value >= LIMITS[attribute][0] && value <= LIMITS[attribute][1];

/** The longest phrase of `phrases` starting at `start` (phrases are at most three words). */
export function phraseAt<T>(tokens: readonly Token[], start: number, phrases: ReadonlyMap<string, T> | ReadonlySet<string>): { value: T | true; end: number } | null {
  for (let length = Math.min(3, tokens.length - start); length >= 1; length--) {
    const phrase = tokens.slice(start, start + length).map((token) => token.text).join(" ");
    if (phrases instanceof Map ? phrases.has(phrase) : (phrases as ReadonlySet<string>).has(phrase)) {
      return { value: phrases instanceof Map ? (phrases.get(phrase) as T) : true, end: start + length };
    }
  }
  return null;
}

/** A number and the words that qualify it: '40 grand', '80k km', '500 dollars', '30k +'. */
function quantityAt(tokens: readonly Token[], start: number): Quantity | null {
  const amount = tokens[start]?.amount;
  if (!amount) return null;
  const q: Quantity = { ...amount, money: amount.dollar || amount.thousands, end: start + 1 };
  for (let next = tokens[q.end]; next; next = tokens[q.end]) {
    if (THOUSANDS.has(next.text) && !q.thousands) Object.assign(q, { value: q.value * 1000, thousands: true, money: true, plain: false });
    else if (PRICE_UNITS.has(next.text)) Object.assign(q, { money: true, plain: false });
    else if (KM_UNITS.has(next.text)) Object.assign(q, { km: true, plain: false });
    else if (next.text === "+") q.plus = true;
    else break;
    q.end++;
  }
  return q;
}

/**
 * What a number measures: a km unit makes it km, money words a price; a bare year-like number is a year, except
 * after 'under' and its kind ('under 2000' is a cheap car, 'over 2015' a recent one); other bare numbers from 1,000
 * up are prices. Below 1,000 with no unit it is not understood ('under 30').
 */
function attributeOf(q: Quantity, named: Named, prefix?: Bound): RangeAttribute | null {
  if (q.km || named === "km") return "km";
  if (q.money || named === "price") return "price";
  if (named === "year") return isYearLike(q) ? "year" : null;
  if (isYearLike(q)) return prefix === "max" ? "price" : "year";
  return q.value >= 1000 ? "price" : null;
}

function statement(attribute: RangeAttribute | null, min: number | undefined, max: number | undefined, end: number): RangeStatement | null {
  if (!attribute || [min, max].some((value) => value !== undefined && !within(attribute, value))) return null;
  return { attribute, min, max, end };
}

const bounded = (attribute: RangeAttribute | null, bound: Bound, value: number, end: number) =>
  statement(attribute, bound === "min" ? value : undefined, bound === "max" ? value : undefined, end);

function pair(first: Quantity, second: Quantity, named: Named): RangeStatement | null {
  // '20-30k', '$20 to 30 grand': the unit said once counts for both.
  const low = second.thousands && !first.thousands && first.value < 1000 ? { ...first, value: first.value * 1000, thousands: true, plain: false } : first;
  const both = { ...second, km: low.km || second.km, money: low.money || second.money, plain: low.plain && second.plain };
  const attribute = attributeOf(isYearLike(low) ? both : { ...both, plain: false }, named);
  return statement(attribute, Math.min(low.value, second.value), Math.max(low.value, second.value), second.end);
}

function approximately(q: Quantity, named: Named): RangeStatement | null {
  const attribute = attributeOf(q, named);
  if (attribute === "year") return statement(attribute, q.value - 1, q.value + 1, q.end);
  const tenth = Math.round(q.value / 10_000) * 1000;
  return statement(attribute, q.value - tenth, q.value + tenth, q.end);
}

/** A quantity and what follows it: a second one ('2015 to 2018'), a bound after it ('2020 or newer', '35k or less'). */
function fromQuantity(tokens: readonly Token[], q: Quantity, named: Named): RangeStatement | null {
  const joiner = tokens[q.end]?.text;
  const second = joiner === "to" || joiner === "-" ? quantityAt(tokens, q.end + 1) : null;
  if (second) return pair(q, second, named);
  const yearSuffix = phraseAt(tokens, q.end, YEAR_SUFFIXES);
  if (yearSuffix) return isYearLike(q) ? bounded("year", yearSuffix.value as Bound, q.value, yearSuffix.end) : null;
  const suffix = phraseAt(tokens, q.end, SUFFIX_COMPARISONS);
  if (suffix) return bounded(attributeOf(q, named), suffix.value as Bound, q.value, suffix.end);
  const attribute = attributeOf(q, named);
  if (q.plus) return bounded(attribute, "min", q.value, q.end);
  // A year alone is that year; a price or km alone is the most the shopper wants.
  return attribute === "year" ? statement(attribute, q.value, q.value, q.end) : bounded(attribute, "max", q.value, q.end);
}

const orRefused = (reading: RangeStatement | null, q: { end: number } | null): RangeStatement | RefusedStatement | null =>
  reading ?? (q ? { refused: true, end: q.end } : null);

/** Reads a price, km or year statement at `start`, or null when there is none. */
export function readRange(tokens: readonly Token[], start: number): RangeStatement | RefusedStatement | null {
  const name = phraseAt(tokens, start, QUANTITY_NAMES);
  const named = name ? (name.value as RangeAttribute) : undefined;
  const at = name ? name.end : start;
  const between = phraseAt(tokens, at, BETWEEN_WORDS);
  if (between) {
    const first = quantityAt(tokens, between.end);
    const second = first && tokens[first.end]?.text === between.value ? quantityAt(tokens, first.end + 1) : null;
    if (first && second) return orRefused(pair(first, second, named), second);
    if (first && tokens[at]!.text === "from") return orRefused(bounded(attributeOf(first, named), "min", first.value, first.end), first);
    return null;
  }
  const yearPrefix = phraseAt(tokens, at, YEAR_PREFIXES);
  if (yearPrefix) {
    const q = quantityAt(tokens, yearPrefix.end);
    const { bound, offset } = yearPrefix.value as { bound: Bound; offset: number };
    return orRefused(q && isYearLike(q) ? bounded("year", bound, q.value + offset, q.end) : null, q);
  }
  if (phraseAt(tokens, at, APPROXIMATELY)) {
    const q = quantityAt(tokens, at + 1);
    return orRefused(q && approximately(q, named), q);
  }
  const prefix = phraseAt(tokens, at, PREFIX_COMPARISONS);
  if (prefix) {
    const q = quantityAt(tokens, prefix.end);
    return orRefused(q && bounded(attributeOf(q, named, prefix.value as Bound), prefix.value as Bound, q.value, q.end), q);
  }
  const q = quantityAt(tokens, at);
  return q ? fromQuantity(tokens, q, named) : null;
}
