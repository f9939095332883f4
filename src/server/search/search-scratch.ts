/**
 * Working space for one search: which rows matched, the results, rows failing one filter, text scores.
 * Searching is synchronous, so one set serves every index in the process; it grows to the largest index
 * searched (about 32 bytes a car) instead of every index holding its own.
 */
export type SearchScratch = {
  readonly matched: Uint8Array;
  readonly failures: Uint8Array;
  readonly failedFilter: Uint8Array;
  readonly resultRows: Int32Array;
  readonly nearRows: Int32Array;
  readonly nearFilter: Uint8Array;
  readonly rejectedRows: Int32Array;
  readonly scores: Float32Array;
  readonly wordScores: Float32Array;
  readonly textRows: Int32Array;
  readonly textScores: Float32Array;
};

let shared: SearchScratch | null = null;

/** Scratch arrays of at least `size` entries; only their first `size` are meaningful to the caller. */
export function scratchFor(size: number): SearchScratch {
  if (!shared || shared.matched.length < size) {
    const n = Math.max(size, 1024);
    shared = {
      matched: new Uint8Array(n), failures: new Uint8Array(n), failedFilter: new Uint8Array(n), resultRows: new Int32Array(n),
      nearRows: new Int32Array(n), nearFilter: new Uint8Array(n), rejectedRows: new Int32Array(n), scores: new Float32Array(n),
      wordScores: new Float32Array(n), textRows: new Int32Array(n), textScores: new Float32Array(n),
    };
  }
  return shared;
}
