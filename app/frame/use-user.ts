import { createContext, useContext } from "react";
import { Code } from "#contract/codes.ts";
import type { UserInfo } from "#contract/identity.ts";
import { USER_REFRESH_MS } from "#contract/identity-rules.ts";
import type { ApiClient } from "../api-client.ts";
import { isPageOrBelow, parseSitePath, sitePath } from "./paths.ts";
import { useRootData } from "./use-frame.ts";

/** The signed-in learner as the frame shows them (frame §3 "User info", trimmed). */
export type FrameUser = Pick<UserInfo, "id" | "name" | "photoImgUrl">;

export function toFrameUser(user: UserInfo | null): FrameUser | null {
  return user ? { id: user.id, name: user.name, photoImgUrl: user.photoImgUrl } : null;
}

/** The user the frame shows now: the root loader's, then as the refresh finds it. */
export type CurrentUserState = {
  user: FrameUser | null;
  /** A page shared by every signed-in learner whose learner is not read yet (decision 0027). */
  pending: boolean;
  setUser(user: FrameUser | null): void;
};

export const CurrentUserContext = createContext<CurrentUserState | null>(null);

/** The signed-in user, or null for a visitor. */
export function useCurrentUser(): FrameUser | null {
  const state = useContext(CurrentUserContext);
  const loaded = useRootData()?.user ?? null;
  return state ? state.user : loaded;
}

/**
 * Whether the page was rendered for every signed-in learner and is still
 * waiting for this learner and their page data (decision 0027): the account
 * slot shows a placeholder and the page takes no input meanwhile.
 */
export function useLearnerPending(): boolean {
  const state = useContext(CurrentUserContext);
  const loaded = useRootData()?.learnerPending ?? false;
  return state ? state.pending : loaded;
}

/** Replaces the stored user info (after a profile save, information gathering, a language change). */
export function useSetCurrentUser(): (user: FrameUser | null) => void {
  const state = useContext(CurrentUserContext);
  return state?.setUser ?? noop;
}

function noop() {}

export const USER_INFO_PATH = "/user/sso/getUserInfo";

/**
 * Reads the profile again (learner §7). A 401 means the session is gone: the
 * user is now a visitor, without a trip to the login page. Any other failure
 * leaves the shown user as it is (undefined).
 */
export async function fetchCurrentUser(api: ApiClient): Promise<FrameUser | null | undefined> {
  const envelope = await api.get(USER_INFO_PATH, undefined, {
    loginRedirect: false,
    quiet: true,
  });
  if (envelope.code === Code.success && envelope.data) return toFrameUser(envelope.data);
  if (envelope.code === Code.needLogin) return null;
  return undefined;
}

/**
 * Refreshes the profile every 10 minutes (USER_REFRESH_MS) and reports what it
 * finds; stops when the user turns out to be logged out. Returns the stop function.
 */
export function startUserRefresh(
  api: ApiClient,
  onUser: (user: FrameUser | null) => void,
  every = USER_REFRESH_MS,
): () => void {
  let stopped = false;
  const timer = setInterval(() => {
    void fetchCurrentUser(api).then((user) => {
      if (stopped || user === undefined) return;
      onUser(user);
      if (user === null) stop();
    });
  }, every);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}

/** Pages only a signed-in learner can open (below the site prefix and layout). */
const SIGNED_IN_PAGES = ["/my-learning", "/exam"];

/**
 * Logout through the SSO redirect, coming back to the page the user is on, or
 * to the site's home from a page that needs a login (it would ask for one again).
 */
export function logoutHref(pathname: string, search: string): string {
  const parsed = parseSitePath(pathname);
  const needsLogin = parsed && isPageOrBelow(parsed.rest, SIGNED_IN_PAGES);
  const target = needsLogin ? sitePath(parsed.prefix, "/", parsed.mobile) : pathname + search;
  return `/user/sso/logout?target=${encodeURIComponent(target)}`;
}
