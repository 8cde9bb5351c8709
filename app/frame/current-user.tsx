import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useApiClient, useRootData } from "./use-frame.ts";
import { CurrentUserContext, startUserRefresh, type FrameUser } from "./use-user.ts";

/**
 * Holds the signed-in user for the frame: the root loader's user, refreshed
 * every 10 minutes while someone is signed in (learner §7). A new root load
 * (another site) starts again from the loader's user.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const loaded = useRootData()?.user ?? null;
  const api = useApiClient();
  const [state, setState] = useState({ loaded, user: loaded });
  let user = state.user;
  if (state.loaded !== loaded) {
    // The root loader ran again: its user is the fresher one.
    setState({ loaded, user: loaded });
    user = loaded;
  }
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    return startUserRefresh(api, (next) => setState((previous) => ({ ...previous, user: next })));
  }, [api, signedIn]);

  const value = useMemo(
    () => ({
      user,
      setUser: (next: FrameUser | null) => setState((previous) => ({ ...previous, user: next })),
    }),
    [user],
  );
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}
