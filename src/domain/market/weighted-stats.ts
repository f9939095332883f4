export type WeightedPoint = { value: number; weight: number };

/**
 * The q-quantile of weighted values (0 ≤ q ≤ 1), interpolating between the midpoints of each value's
 * share of the total weight; with equal weights it is the usual linear-interpolation percentile.
 */
export function weightedQuantile(points: readonly WeightedPoint[], q: number): number {
  const sorted = [...points].filter((p) => p.weight > 0).sort((a, b) => a.value - b.value);
  if (sorted.length === 0) return Number.NaN;
  if (sorted.length === 1) return sorted[0]!.value;
  const total = sorted.reduce((sum, p) => sum + p.weight, 0);
  let cumulative = 0;
  const centres = sorted.map((p) => {
    const centre = (cumulative + p.weight / 2) / total;
    cumulative += p.weight;
    return centre;
  });
  if (q <= centres[0]!) return sorted[0]!.value;
  for (let i = 1; i < sorted.length; i++) {
    if (q <= centres[i]!) {
      const share = (q - centres[i - 1]!) / (centres[i]! - centres[i - 1]!);
      return sorted[i - 1]!.value + share * (sorted[i]!.value - sorted[i - 1]!.value);
    }
  }
  return sorted[sorted.length - 1]!.value;
}

/** Weighted mean and standard deviation. */
export function weightedSpread(points: readonly WeightedPoint[]): { mean: number; deviation: number } {
  const total = points.reduce((sum, p) => sum + p.weight, 0);
  const mean = points.reduce((sum, p) => sum + p.value * p.weight, 0) / total;
  const variance = points.reduce((sum, p) => sum + p.weight * (p.value - mean) ** 2, 0) / total;
  return { mean, deviation: Math.sqrt(variance) };
}
