import { startTransition, useEffect, useMemo, useState, type ReactNode } from "react";
import { useMatches, useRevalidator } from "react-router";
import { readsLearner } from "./learner-pages.ts";
import { useApiClient, useRootData } from "./use-frame.ts";
import {
  CurrentUserContext,
  fetchCurrentUser,
  startUserRefresh,
  type FrameUser,
} from "./use-user.ts";

/**
 * Holds the signed-in user for the frame: the root loader's user, refreshed
 * every 10 minutes while someone is signed in (learner §7). A new root load
 * (another site) starts again from the loader's user.
 *
 * A page rendered alike for every signed-in learner (decision 0027) comes
 * with no user and a visitor's page data: the learner is read once it has
 * loaded, and the page's loaders run again for them, in parallel; until both
 * are back the learner is `pending`.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const root = useRootData();
  const loaded = root?.user ?? null;
  const loadedPending = root?.learnerPending ?? false;
  const api = useApiClient();
  const { revalidate } = useRevalidator();
  // A page whose data holds nothing of the learner needs no second read of it.
  const pageReadsLearner = readsLearner(useMatches().map((match) => match.handle));
  const [state, setState] = useState({ loaded, user: loaded, pending: loadedPending });
  let { user, pending } = state;
  if (state.loaded !== loaded) {
    // The root loader ran again: its user is the fresher one.
    setState({ loaded, user: loaded, pending: loadedPending });
    user = loaded;
    pending = loadedPending;
  }
  const signedIn = user !== null;

  useEffect(() => {
    if (!pending) return;
    let live = true;
    void Promise.allSettled([fetchCurrentUser(api), pageReadsLearner ? revalidate() : null]).then(
      ([read]) => {
        if (!live) return;
        // An unreadable profile shows the visitor's frame; the next refresh may find the learner.
        const found = read.status === "fulfilled" ? (read.value ?? null) : null;
        // React Router commits the page's new data in a transition: ending `pending` in one too
        // makes both one render, so the page (which starts again then) starts from the new data.
        startTransition(() =>
          setState((previous) => ({ ...previous, user: found, pending: false })),
        );
      },
    );
    return () => {
      live = false;
    };
  }, [pending, api, revalidate, pageReadsLearner]);

  useEffect(() => {
    if (!signedIn) return;
    return startUserRefresh(api, (next) => setState((previous) => ({ ...previous, user: next })));
  }, [api, signedIn]);

  const value = useMemo(
    () => ({
      user,
      pending,
      setUser: (next: FrameUser | null) => setState((previous) => ({ ...previous, user: next })),
    }),
    [user, pending],
  );
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}
