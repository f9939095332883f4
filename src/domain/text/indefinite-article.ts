/** Words spelt with a vowel but said with a consonant sound ('a unique', 'a one-owner', 'a ute'). */
const CONSONANT_SOUNDING = /^(one|once|uni|use|usu|ute|uk|eu|ewe|ura|ure|uti)/;
/** Words spelt with a consonant but said with a vowel sound ('an hour'). */
const VOWEL_SOUNDING = /^(hour|honest|honou?r|heir)/;
/** Letters whose names start with a vowel sound, for initialisms said letter by letter ('an SUV', 'an MX-5'). */
const VOWEL_SOUNDING_LETTERS = "AEFHILMNORSX";

/**
 * 'a' or 'an' for the phrase that follows, by how its first word sounds, not how it is spelt (issue 32: "a eclipse
 * black Mazda CX-3"): 'an eclipse black', 'a unique', 'an hour', 'an SUV', 'a CX-3', 'an 8-seater'.
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim().split(/[\s-]/)[0] ?? "";
  if (/^[A-Z]{2,}/.test(word) && word === word.toUpperCase()) return VOWEL_SOUNDING_LETTERS.includes(word[0]!) ? "an" : "a";
  const lower = word.toLowerCase();
  // Eight…, eighty…, eleven, eighteen.
  if (/^\d/.test(lower)) return /^(8|11$|18$)/.test(lower) ? "an" : "a";
  if (CONSONANT_SOUNDING.test(lower)) return "a";
  if (VOWEL_SOUNDING.test(lower)) return "an";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** The phrase with its article: 'an eclipse black Mazda CX-3'. */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}
