/** How the preferences page words a cookie's lifespan: the largest whole unit (frame §9). */
export type Lifespan =
  { key: "session" } | { key: "years" | "days" | "hours" | "minutes"; count: number };

const UNITS = [
  ["years", 365 * 24 * 3600],
  ["days", 24 * 3600],
  ["hours", 3600],
  ["minutes", 60],
] as const;

export function lifespanOf(seconds: number | null): Lifespan {
  if (seconds === null) return { key: "session" };
  for (const [key, size] of UNITS)
    if (seconds >= size && seconds % size === 0) return { key, count: seconds / size };
  return { key: "minutes", count: Math.max(1, Math.round(seconds / 60)) };
}
