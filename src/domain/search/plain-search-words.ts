/**
 * The words the plain-language search reads as grammar rather than as facet values: comparisons, units,
 * and the filler of a sentence. Phrases are written as the parser sees them: lower case, one space apart.
 */

/** Dropped without a trace: they carry no filter and would only narrow the text search to nothing. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "and", "or", "with", "for", "of", "in", "at", "to", "from", "on", "my", "our", "car", "cars",
  "vehicle", "vehicles", "i", "im", "we", "want", "wanted", "need", "needed", "looking", "look", "show", "me", "find",
  "some", "any", "please", "that", "is", "are", "like", "would", "something", "one",
]);

/** Everyday words one edit from a make or model ('mind' → MINI): never corrected, left as typed. */
export const PLAIN_WORDS: ReadonlySet<string> = new Set([
  "mind", "kind", "mine", "mint", "word", "work", "lord", "good", "nice", "fine", "line", "cheap", "family",
  "first", "small", "big", "little", "great", "clean", "low", "condition", "tidy", "fast", "safe", "reliable", "autumn",
]);

export type Bound = "min" | "max";

/** 'under 35k', 'at least 7 seats': the bound the amount after them sets. */
export const PREFIX_COMPARISONS: ReadonlyMap<string, Bound> = new Map([
  ...["under", "below", "less than", "lower than", "up to", "upto", "max", "maximum", "at most", "no more than",
    "not more than", "cheaper than", "within", "budget", "budget of", "<", "<="].map((phrase) => [phrase, "max"] as const),
  ...["over", "above", "more than", "at least", "min", "minimum", "greater than", "starting at", "starting from", ">", ">="]
    .map((phrase) => [phrase, "min"] as const),
]);

/** '35k or less', '2020 and up': the bound the amount before them sets. */
export const SUFFIX_COMPARISONS: ReadonlyMap<string, Bound> = new Map([
  ...["or less", "or under", "or below", "or cheaper", "or lower", "and under", "and below", "and less", "max", "maximum", "tops"]
    .map((phrase) => [phrase, "max"] as const),
  ...["or more", "or over", "or above", "or higher", "and over", "and above", "and up", "plus", "+"].map((phrase) => [phrase, "min"] as const),
]);

/** Year words: they make the amount a year. The offset turns 'after 2019' into 2020 and 'before 2015' into 2014. */
export const YEAR_PREFIXES: ReadonlyMap<string, { bound: Bound; offset: number }> = new Map([
  ["newer than", { bound: "min", offset: 1 }], ["after", { bound: "min", offset: 1 }], ["since", { bound: "min", offset: 0 }],
  ["older than", { bound: "max", offset: -1 }], ["before", { bound: "max", offset: -1 }],
]);
export const YEAR_SUFFIXES: ReadonlyMap<string, Bound> = new Map([
  ...["or newer", "or later", "and newer", "and later", "onwards", "onward", "or after"].map((phrase) => [phrase, "min"] as const),
  ...["or older", "or earlier", "and older", "or before"].map((phrase) => [phrase, "max"] as const),
]);

export const APPROXIMATELY: ReadonlySet<string> = new Set(["around", "about", "roughly", "approx", "approximately", "circa", "~"]);
export const BETWEEN_WORDS: ReadonlyMap<string, string> = new Map([["between", "and"], ["from", "to"]]);
export const RANGE_JOINERS: ReadonlySet<string> = new Set(["to", "-", "and"]);

/** Words naming the quantity that follows: 'km under 80k', 'price from 20k to 30k'. */
export const QUANTITY_NAMES: ReadonlyMap<string, "price" | "km" | "year"> = new Map([
  ...["price", "priced", "cost", "costing"].map((word) => [word, "price"] as const),
  ...["km", "kms", "kilometres", "kilometers", "mileage", "odometer", "odo", "klms"].map((word) => [word, "km"] as const),
  ...["year", "model year", "built"].map((word) => [word, "year"] as const),
]);

export const KM_UNITS: ReadonlySet<string> = new Set(["km", "kms", "kilometres", "kilometers", "kilometre", "kilometer", "klm", "klms", "ks"]);
export const PRICE_UNITS: ReadonlySet<string> = new Set(["dollars", "dollar", "bucks", "aud"]);
export const THOUSANDS: ReadonlySet<string> = new Set(["k", "grand", "thousand"]);

export const SEAT_WORDS: ReadonlySet<string> = new Set(["seater", "seaters", "seat", "seats"]);
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8], ["nine", 9],
]);

/** 'near Brisbane': the place after them is where the car is. */
export const PLACE_PREFIXES: ReadonlySet<string> = new Set(["near", "around", "in", "at"]);

/** Every single word above, for the typo rule: a word the parser knows is never read as another. */
export function grammarWords(): string[] {
  const phrases = [
    ...FILLER_WORDS, ...PLAIN_WORDS, ...PREFIX_COMPARISONS.keys(), ...SUFFIX_COMPARISONS.keys(), ...YEAR_PREFIXES.keys(),
    ...YEAR_SUFFIXES.keys(), ...APPROXIMATELY, ...BETWEEN_WORDS.keys(), ...RANGE_JOINERS, ...QUANTITY_NAMES.keys(), ...KM_UNITS,
    ...PRICE_UNITS, ...THOUSANDS, ...SEAT_WORDS, ...NUMBER_WORDS.keys(), ...PLACE_PREFIXES,
  ];
  return [...new Set(phrases.flatMap((phrase) => phrase.split(" ")))];
}
