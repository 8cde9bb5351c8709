/** Nearest-rank percentile of sorted values (p in 0–100); 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export type LatencySummary = { count: number; p50: number; p90: number; p99: number; max: number };

/** p50/p90/p99/max in whole milliseconds (sub-millisecond values keep one decimal). */
export function summarise(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));
  return {
    count: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p90: ms(percentile(sorted, 90)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? 0),
  };
}
