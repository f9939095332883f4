/** Anything with a car status: a search hit, a card. */
export type WithStatus = { status: string };

/**
 * Spec 000 §4: "when sold handling is on, consecutive sold cars collapse to one; if all are sold, all are shown."
 * The first car of each sold run stands for the run. A page of only sold cars is shown whole, since one card
 * would look like a broken page. Sold means status sold; 'others' is not sold stock and is left alone.
 */
export function collapseSoldRuns<T extends WithStatus>(hits: readonly T[]): T[] {
  const isSold = (hit: T) => hit.status === "sold";
  if (hits.every(isSold)) return [...hits];
  return hits.filter((hit, index) => !isSold(hit) || index === 0 || !isSold(hits[index - 1]!));
}

/** The cards a results page shows: its hits, with sold runs collapsed on sites that ask for it (`collapseSoldCars`). */
export function shownCards<T extends WithStatus>(hits: readonly T[], collapseSold: boolean): T[] {
  return collapseSold ? collapseSoldRuns(hits) : [...hits];
}
