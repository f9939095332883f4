/**
 * A to Z as an Australian reader expects it, for names shoppers read in lists (makes, models, brands, facet
 * values). One collator, made on the first comparison: `localeCompare` with a locale looks one up on every call,
 * about ten times the cost, and search pages sort hundreds of values; but making it costs a browser about 10 ms,
 * and the search page's script imports this module (for facet labels) without ever sorting.
 */
let collator: Intl.Collator | undefined;

export function compareAlphabetically(a: string, b: string): number {
  collator ??= new Intl.Collator("en-AU");
  return collator.compare(a, b);
}
