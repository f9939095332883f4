/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the factories need.
 * Same seed → same sequence on every machine; nothing here reads the clock or Math.random.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks a value with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items in a random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A new independent generator derived from this one's next value. */
  fork(): Random;
};

/** Mixes two 32-bit numbers into a well-spread seed (murmur3 finaliser). */
export function mixSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A stable 32-bit hash of a string (FNV-1a), for seeding per-tenant generators. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick() from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, weight] of entries) total += weight;
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("weighted() from an empty list");
      return last[0];
    },
    chance: (probability) => next() < probability,
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
    fork: () => createRandom(Math.floor(next() * 4294967296)),
  };
}
