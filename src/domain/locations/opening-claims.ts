/** A sentence of copy that says when the dealership is open, and the weekdays (0 Sunday … 6 Saturday) it promises. */
export type OpeningClaim = { phrase: string; weekdays: number[] };

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const DAY_PATTERN = DAYS.join("|");

/** Weekdays from one to another, going round the week: Monday to Saturday → 1…6. */
function dayRange(from: number, to: number): number[] {
  const days = [from];
  for (let day = from; day !== to; ) days.push((day = (day + 1) % 7));
  return days;
}

const dayIndex = (name: string) => DAYS.indexOf(name.toLowerCase() as (typeof DAYS)[number]);

const CLAIMS: readonly { pattern: RegExp; weekdays: (match: RegExpExecArray) => number[] }[] = [
  // "within 7 days" and "in seven days" are about time, not opening.
  { pattern: /(?<!\b(?:within|in|after)\s+)\b(?:7|seven)\s+days\b/gi, weekdays: () => EVERY_DAY },
  { pattern: /\bevery\s+day\b/gi, weekdays: () => EVERY_DAY },
  { pattern: /\bweekends?\b/gi, weekdays: () => [0, 6] },
  { pattern: new RegExp(`\\b(${DAY_PATTERN})\\s+(?:to|-|–|through)\\s+(${DAY_PATTERN})\\b`, "gi"), weekdays: (m) => dayRange(dayIndex(m[1]!), dayIndex(m[2]!)) },
  { pattern: new RegExp(`\\bopen\\s+(?:on\\s+)?(${DAY_PATTERN})s?\\b(?!\\s+(?:to|-|–|through)\\s)`, "gi"), weekdays: (m) => [dayIndex(m[1]!)] },
];

/**
 * The opening claims in a piece of copy (issue 32: "Now open 7 days" on a site closed on Sunday): 'open 7 days',
 * 'seven days', 'every day', 'weekends', 'Monday to Saturday', 'open Sundays'. Copy that names no days claims nothing.
 */
export function openingClaims(copy: string): OpeningClaim[] {
  return CLAIMS.flatMap(({ pattern, weekdays }) => [...copy.matchAll(pattern)].map((match) => ({ phrase: match[0], weekdays: weekdays(match as RegExpExecArray) })));
}

/** The claims a location's open weekdays do not bear out, each with the days it is closed that the claim promises. */
export function unmetOpeningClaims(claims: readonly OpeningClaim[], openWeekdays: readonly number[]): { phrase: string; closed: string[] }[] {
  return claims.flatMap((claim) => {
    const closed = claim.weekdays.filter((day) => !openWeekdays.includes(day)).map((day) => DAYS[day]!);
    return closed.length > 0 ? [{ phrase: claim.phrase, closed }] : [];
  });
}
