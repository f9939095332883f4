import type { TextMatch } from "./text-index";

/** The page of matched rows in a precomputed order. */
export function pageInOrder(order: Int32Array, matched: Uint8Array, offset: number, limit: number, total: number): number[] {
  const page: number[] = [];
  if (limit === 0 || offset >= total) return page;
  let seen = 0;
  for (const row of order) {
    if (matched[row] !== 1) continue;
    if (seen++ < offset) continue;
    page.push(row);
    if (page.length === limit) break;
  }
  return page;
}

/**
 * The page of matched text matches by score, ties in the default order (`rank`). Only the best
 * `offset + limit` are kept in order while scanning, so a broad word on a large site sorts 21 rows, not thousands.
 */
export function pageByScore(textMatch: TextMatch, matched: Uint8Array, rank: Int32Array, offset: number, limit: number): number[] {
  if (limit === 0) return [];
  const { rows, scores } = textMatch;
  const before = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && rank[rows[a]!]! < rank[rows[b]!]!);
  const keep = offset + limit;
  const best: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (matched[rows[i]!] !== 1) continue;
    if (best.length === keep && !before(i, best[keep - 1]!)) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(best[mid]!, i)) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, i);
    if (best.length > keep) best.pop();
  }
  return best.slice(offset).map((i) => rows[i]!);
}
