/**
 * A to Z as an Australian reader expects it, for names shoppers read in lists (makes, models, brands, facet
 * values). One collator made once: `localeCompare` with a locale looks one up on every call, about ten times
 * the cost, and search pages sort hundreds of values.
 */
export const compareAlphabetically: (a: string, b: string) => number = new Intl.Collator("en-AU").compare;
