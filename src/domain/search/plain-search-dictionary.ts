import { MAX_FACET_VALUE_LENGTH, MAX_VALUES_PER_FACET, type FacetAttribute } from "./search-request";
import { COLOUR_FAMILIES, SYNONYM_GROUPS } from "./plain-search-synonyms";
import { grammarWords, PLAIN_WORDS } from "./plain-search-words";
import { normaliseText, withinOneEdit } from "./text-query";

/** The facets a shopper's words can name, in the order a phrase naming two of them is read as. */
export const DICTIONARY_ATTRIBUTES = [
  "make", "model", "body", "fuel", "transmission", "drive", "car_type", "certified", "colour", "filtered_features",
  "city", "state", "location_name", "badge",
] as const satisfies readonly FacetAttribute[];
export type DictionaryAttribute = (typeof DICTIONARY_ATTRIBUTES)[number];
export const PLACE_ATTRIBUTES: ReadonlySet<FacetAttribute> = new Set(["city", "state", "location_name"]);

/** The site's own values per facet, every one of them (not a result page's top 30): make_model as 'Toyota > Corolla'. */
export type PlainSearchValues = Partial<Record<FacetAttribute, readonly string[]>>;

export type DictionaryEntry = { attribute: DictionaryAttribute; values: string[] };

export type PlainSearchDictionary = {
  /** A phrase's words run together ('land cruiser', 'landcruiser' and 'land-cruiser' are one key) → what it names. */
  phrases: ReadonlyMap<string, DictionaryEntry>;
  /** Words a misspelling may be read as, by length. */
  typoTargets: ReadonlyMap<number, readonly string[]>;
  /** Words never corrected: the dictionary's, the grammar's and everyday words. */
  knownWords: ReadonlySet<string>;
  /** The site's seat counts, ascending. */
  seats: readonly number[];
  makesOfModel: ReadonlyMap<string, readonly string[]>;
};

/** A name's words: 'Mercedes-Benz' → mercedes, benz. */
const wordsOfName = (name: string) => normaliseText(name).split(/[^a-z0-9]+/).filter(Boolean);
const phraseKey = (name: string) => wordsOfName(name).join("");

const TYPO_MINIMUM_LETTERS = 4;
const allowsPlainTypo = (word: string) => word.length >= TYPO_MINIMUM_LETTERS && /^[a-z]+$/.test(word);

/** Builds what the parser reads a site's words with; a site without a facet value never gets a filter for it. */
export function buildPlainSearchDictionary(values: PlainSearchValues): PlainSearchDictionary {
  const phrases = new Map<string, DictionaryEntry>();
  const words = new Set<string>();
  const rank = (attribute: DictionaryAttribute) => DICTIONARY_ATTRIBUTES.indexOf(attribute);
  const add = (phrase: string, entry: DictionaryEntry) => {
    const key = phraseKey(phrase);
    const current = phrases.get(key);
    if (!key || entry.values.length === 0 || (current && rank(current.attribute) <= rank(entry.attribute))) return;
    phrases.set(key, { ...entry, values: entry.values.slice(0, MAX_VALUES_PER_FACET) });
    for (const word of [...wordsOfName(phrase), key]) words.add(word);
  };
  // A value the search request would refuse could only make an address that fails.
  const valuesOf = (attribute: FacetAttribute) =>
    [...new Set(values[attribute] ?? [])].filter((value) => phraseKey(value) !== "" && value.trim() === value && value.length <= MAX_FACET_VALUE_LENGTH);

  for (const group of SYNONYM_GROUPS) {
    const keys = new Set(group.words.map(phraseKey));
    const named = valuesOf(group.attribute).filter((value) => keys.has(phraseKey(value)) || value === group.value);
    for (const word of group.words) add(word, { attribute: group.attribute as DictionaryAttribute, values: named });
  }
  const colours = valuesOf("colour");
  for (const family of COLOUR_FAMILIES) {
    const named = colours.filter((colour) => wordsOfName(colour).some((word) => family.includes(word)));
    for (const word of family) add(word, { attribute: "colour", values: named });
  }
  for (const attribute of DICTIONARY_ATTRIBUTES) {
    if (attribute === "certified" || attribute === "car_type") continue;
    for (const value of valuesOf(attribute)) add(value, { attribute, values: [value] });
  }

  const makesOfModel = new Map<string, string[]>();
  for (const pair of values.make_model ?? []) {
    const [make, model] = pair.split(" > ");
    if (make && model) makesOfModel.set(model, [...(makesOfModel.get(model) ?? []), make]);
  }
  const seats = valuesOf("seats").map(Number).filter((count) => Number.isInteger(count) && count > 0).sort((a, b) => a - b);
  const fixedWords = [...SYNONYM_GROUPS.flatMap((group) => group.words), ...COLOUR_FAMILIES.flat()].flatMap(wordsOfName);
  const knownWords = new Set([...words, ...fixedWords, ...grammarWords()]);
  const typoTargets = new Map<number, string[]>();
  for (const word of knownWords) {
    if (!allowsPlainTypo(word) || PLAIN_WORDS.has(word)) continue;
    typoTargets.set(word.length, [...(typoTargets.get(word.length) ?? []), word]);
  }
  return { phrases, typoTargets, knownWords, seats, makesOfModel };
}

/**
 * A misspelt word (four or more letters, not a word the parser knows) read as the one known word one edit away,
 * if only one is; never a word that is itself known ('over' is not read as 'rover').
 */
export function correctedWord(word: string, dictionary: PlainSearchDictionary): string {
  if (!allowsPlainTypo(word) || dictionary.knownWords.has(word)) return word;
  const found = new Set<string>();
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    for (const target of dictionary.typoTargets.get(length) ?? []) if (withinOneEdit(word, target)) found.add(target);
  }
  return found.size === 1 ? [...found][0]! : word;
}
