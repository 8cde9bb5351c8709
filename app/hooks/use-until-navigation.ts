import { useCallback, useState } from "react";
import { useLocation } from "react-router";

/**
 * State that goes back to `closed` when the path or query changes: a
 * navigation closes the overlay or panel that was open. Derived while
 * rendering, so the page never paints the old panel over the new location.
 */
export function useUntilNavigation<T>(closed: T): [T, (next: T | ((current: T) => T)) => void] {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [state, setState] = useState({ value: closed, at: here });
  const value = state.at === here ? state.value : closed;
  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      setState((previous) => {
        const current = previous.at === here ? previous.value : closed;
        const value = typeof next === "function" ? (next as (current: T) => T)(current) : next;
        return { value, at: here };
      }),
    [closed, here],
  );
  return [value, set];
}
