/**
 * Range facets (price_range, weekly_price_range, km) put each car into one bucket. A bucket's value is
 * `{from}-{to}` with `to` exclusive, or `{from}-` for the open top bucket, so it reads well in a URL
 * (`price_range=20000-30000`) and sorts in bucket order by its lower edge.
 */
export const PRICE_BUCKET_EDGES = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000] as const;
export const WEEKLY_PRICE_BUCKET_EDGES = [0, 100, 150, 200, 250, 300, 400, 500] as const;
export const KM_BUCKET_EDGES = [0, 10_000, 50_000, 100_000, 150_000, 200_000] as const;

export type BucketEdges = readonly number[];

/** The bucket holding `amount`, or null below the first edge. */
export function bucketValue(edges: BucketEdges, amount: number): string | null {
  if (amount < edges[0]!) return null;
  for (let i = edges.length - 1; i >= 0; i--) {
    if (amount >= edges[i]!) return i === edges.length - 1 ? `${edges[i]}-` : `${edges[i]}-${edges[i + 1]}`;
  }
  return null;
}

/** Every bucket value in order; the facet lists them in this order. */
export function bucketValues(edges: BucketEdges): string[] {
  return edges.map((edge, i) => (i === edges.length - 1 ? `${edge}-` : `${edge}-${edges[i + 1]}`));
}
