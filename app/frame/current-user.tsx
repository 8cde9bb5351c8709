import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { useMatches, useRevalidator } from "react-router";
import { readsLearner } from "./learner-pages.ts";
import { useApiClient, useRootData } from "./use-frame.ts";
import {
  CurrentUserContext,
  createAccountStore,
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
 * with no user and a visitor's page data: the learner is read (the page's
 * script has asked already, decision 0034), and the page's loaders run again
 * for them, in parallel; until both are back the learner is `pending`. The
 * account slot shows the learner as soon as they are read.
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
  const [account] = useState(() => createAccountStore({ user: loaded, pending: loadedPending }));
  let { user, pending } = state;
  if (state.loaded !== loaded) {
    // The root loader ran again: its user is the fresher one.
    setState({ loaded, user: loaded, pending: loadedPending });
    user = loaded;
    pending = loadedPending;
  }
  // A shared page's learner counts from the first: the refresh keeps its time from the page's
  // start, and stops should the read find a visitor.
  const signedIn = user !== null || pending;

  // The account slot follows every change of the frame's user (a refresh, a profile saved, a
  // root loaded again); while a shared page waits, only the learner's read below moves it.
  useLayoutEffect(() => {
    account.set({ user, pending });
  }, [account, user, pending]);

  useEffect(() => {
    if (!pending) return;
    let live = true;
    // An unreadable profile shows the visitor's frame; the next refresh may find the learner.
    const userRead = fetchCurrentUser(api).then(
      (read) => read ?? null,
      () => null,
    );
    void userRead.then((found) => {
      if (live) account.set({ user: found, pending: false });
    });
    // A page read that failed leaves the page as it is; the learner is theirs still.
    const pageRead = pageReadsLearner ? revalidate().catch(() => undefined) : null;
    void Promise.all([userRead, pageRead]).then(([found]) => {
      if (!live) return;
      // React Router commits the page's new data in a transition: ending `pending` in one too
      // makes both one render, so the page (which starts again then) starts from the new data.
      startTransition(() => setState((previous) => ({ ...previous, user: found, pending: false })));
    });
    return () => {
      live = false;
    };
  }, [pending, api, revalidate, pageReadsLearner, account]);

  useEffect(() => {
    if (!signedIn) return;
    return startUserRefresh(api, (next) => setState((previous) => ({ ...previous, user: next })));
  }, [api, signedIn]);

  const value = useMemo(
    () => ({
      user,
      pending,
      account,
      setUser: (next: FrameUser | null) => setState((previous) => ({ ...previous, user: next })),
    }),
    [user, pending, account],
  );
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}
