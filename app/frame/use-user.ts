import { createContext, useContext, useSyncExternalStore } from "react";
import { Code } from "#contract/codes.ts";
import type { UserInfo } from "#contract/identity.ts";
import { USER_REFRESH_MS } from "#contract/identity-rules.ts";
import { buildApiRequest, type ApiClient } from "../api-client.ts";
import type { EarlyRead } from "./early-reads.ts";
import { isPageOrBelow, parseSitePath, sitePath } from "./paths.ts";
import { useRootData, type RootData } from "./use-frame.ts";

/** The signed-in learner as the frame shows them (frame §3 "User info", trimmed). */
export type FrameUser = Pick<UserInfo, "id" | "name" | "photoImgUrl">;

export function toFrameUser(user: UserInfo | null): FrameUser | null {
  return user ? { id: user.id, name: user.name, photoImgUrl: user.photoImgUrl } : null;
}

/** The user the frame shows now: the root loader's, then as the refresh finds it. */
export type CurrentUserState = {
  user: FrameUser | null;
  /**
   * A page shared by every signed-in learner (decision 0027) whose learner, or
   * the page's data for them, is not in yet.
   */
  pending: boolean;
  setUser(user: FrameUser | null): void;
  /** What the account slot shows, which learns the learner before the page does. */
  account: AccountStore;
};

/**
 * The account slot of the header and the phone's menu: the signed-in user, or
 * `pending` while a shared page has not read its learner yet. It is a store
 * of its own, not the page's state (decision 0034): a change of a context
 * above the page makes React hydrate every part of the page still waiting to
 * hydrate (`HydrateApart`) before it shows anything, while a store's change
 * renders only the slots that read it. So the learner's name shows as soon as
 * it is read, and the page follows with its own data.
 */
export type Account = { user: FrameUser | null; pending: boolean };

export type AccountStore = {
  get(): Account;
  /**
   * What the server wrote, which a slot hydrating later (in a part kept apart)
   * must start from; React then renders it again with what the store holds.
   */
  getServerSnapshot(): Account;
  subscribe(listener: () => void): () => void;
  set(account: Account): void;
};

export function createAccountStore(initial: Account): AccountStore {
  let account = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => account,
    getServerSnapshot: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next.user === account.user && next.pending === account.pending) return;
      account = next;
      for (const listener of listeners) listener();
    },
  };
}

export const CurrentUserContext = createContext<CurrentUserState | null>(null);

/** The signed-in user, or null for a visitor. */
export function useCurrentUser(): FrameUser | null {
  const state = useContext(CurrentUserContext);
  const loaded = useRootData()?.user ?? null;
  return state ? state.user : loaded;
}

/**
 * Whether the page was rendered for every signed-in learner and is still
 * waiting for this learner and their page data (decision 0027): the page
 * takes no input meanwhile, and the learner's own parts of it are placeholders.
 */
export function useLearnerPending(): boolean {
  const state = useContext(CurrentUserContext);
  const loaded = useRootData()?.learnerPending ?? false;
  return state ? state.pending : loaded;
}

const noStore: AccountStore = createAccountStore({ user: null, pending: false });

/**
 * The account slot's user, and whether a shared page has not read its
 * learner yet (a placeholder then): the learner shows as soon as they are
 * read, before the page's own data for them (decision 0034).
 */
export function useAccount(): Account {
  const state = useContext(CurrentUserContext);
  const root = useRootData();
  const store = state?.account ?? noStore;
  const account = useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
  if (state) return account;
  return { user: root?.user ?? null, pending: root?.learnerPending ?? false };
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
 * The learner's read that a page rendered for every signed-in learner starts
 * before it runs (decision 0034): the very request fetchCurrentUser sends, so
 * the API client takes its response.
 */
export function earlyUserReads(root: RootData | undefined): EarlyRead[] {
  const frame = root?.frame;
  if (!root?.learnerPending || !frame) return [];
  const scope = { siteId: frame.site.siteId, languageId: frame.language.id };
  return [buildApiRequest("GET", USER_INFO_PATH, undefined, scope)];
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
