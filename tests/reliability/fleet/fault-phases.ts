/** Requests sorted by the fault that was under way when each ended (when its failure showed), and the figures the fleet test reports per fault. */

export type Sample = { startedAt: number; ms: number; failed: boolean; outcome: number | string };
export type Phase = { label: string; from: number; to: number };
export type PhaseFigures = { phase: string; seconds: number; requests: number; failed: number; errorRate: string; p95ms: number; failures: string };

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Whether the sample ended within the phase. */
export const endedWithin = (phase: Phase, sample: Sample) => sample.startedAt + sample.ms >= phase.from && sample.startedAt + sample.ms < phase.to;

/** One row per phase: the samples that ended within it. */
export function figuresByPhase(phases: readonly Phase[], samples: readonly Sample[]): PhaseFigures[] {
  return phases.map((phase) => {
    const within = samples.filter((s) => endedWithin(phase, s));
    const failed = within.filter((s) => s.failed).length;
    return {
      phase: phase.label,
      seconds: Math.round((phase.to - phase.from) / 100) / 10,
      requests: within.length,
      failed,
      errorRate: within.length ? `${((100 * failed) / within.length).toFixed(2)} %` : "-",
      p95ms: percentile(within.map((s) => s.ms), 95),
      failures: outcomeCounts(within.filter((s) => s.failed)),
    };
  });
}

/** `503×4 TIMEOUT×1`: what the failed requests got. */
function outcomeCounts(failed: readonly Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of failed) counts.set(String(sample.outcome), (counts.get(String(sample.outcome)) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${outcome}×${n}`).join(" ");
}
