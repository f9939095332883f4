import { normaliseText } from "./text-query";

/** Bounded work: a pasted essay is read only as far as a search box's worth. */
export const MAX_INPUT_CHARACTERS = 300;
export const MAX_INPUT_WORDS = 40;

/** A number as typed: '$40,000', '35k', '2020+', '80000km'. */
export type Amount = {
  value: number;
  dollar: boolean;
  /** Written with a k or an m. */
  thousands: boolean;
  /** Digits only (no comma, decimal or k): the way a year is written. */
  plain: boolean;
  plus: boolean;
  km: boolean;
};

/** One word, number or sign, and which whitespace-separated chunk of the input it came from. */
export type Token = { text: string; chunk: number; amount?: Amount; symbol?: boolean };
export type Tokens = { chunks: string[]; tokens: Token[] };

const AMOUNT = /^(\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k|m|km|kms)?(\+)?$/;
const PIECE = /<=|>=|[<>~+-]|[^\s<>~+-]+\+?/g;

function amountOf(piece: string): Amount | undefined {
  const match = AMOUNT.exec(piece);
  if (!match) return undefined;
  const [, dollar, whole = "", fraction, suffix, plus] = match;
  const multiplier = suffix === "k" ? 1_000 : suffix === "m" ? 1_000_000 : 1;
  const value = Math.round(Number(`${whole.replace(/,/g, "")}.${fraction ?? "0"}`) * multiplier);
  return {
    value, dollar: dollar !== undefined, thousands: multiplier > 1, km: suffix === "km" || suffix === "kms", plus: plus !== undefined,
    plain: dollar === undefined && suffix === undefined && fraction === undefined && !whole.includes(","),
  };
}

function tokenOf(piece: string, chunk: number): Token | null {
  if (/^(<=|>=|[<>~+-])$/.test(piece)) return { text: piece, chunk, symbol: true };
  const amount = amountOf(piece);
  if (amount) return { text: piece.replace(/[$,+]/g, ""), chunk, amount };
  const word = piece.replace(/[^a-z0-9]/g, "");
  return word ? { text: word, chunk } : null;
}

/**
 * The input's chunks (as typed, for what is left over) and its tokens: lower case without accents,
 * apostrophes gone ("i'm" → im), punctuation a separator except inside numbers ('$40,000', '35.5k').
 */
export function tokenizePlainSearch(input: string): Tokens {
  const chunks = input.slice(0, MAX_INPUT_CHARACTERS)
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}$.,+<>=~\-\s]|,(?!\d{3})|(?<!\d)\.|\.(?!\d)/gu, " ")
    .split(/\s+/).filter(Boolean).slice(0, MAX_INPUT_WORDS);
  const tokens: Token[] = [];
  chunks.forEach((chunk, index) => {
    for (const piece of normaliseText(chunk).match(PIECE) ?? []) {
      const token = tokenOf(piece, index);
      if (token) tokens.push(token);
    }
  });
  return { chunks, tokens };
}
