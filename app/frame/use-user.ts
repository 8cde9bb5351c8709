import type { UserInfo } from "#contract/identity.ts";
import { useRootData } from "./use-frame.ts";

/** The signed-in learner as the frame shows them (frame §3 "User info", trimmed). */
export type FrameUser = Pick<UserInfo, "id" | "name" | "photoImgUrl">;

export function toFrameUser(user: UserInfo | null): FrameUser | null {
  return user ? { id: user.id, name: user.name, photoImgUrl: user.photoImgUrl } : null;
}

/** The signed-in user, or null for a visitor. */
export function useCurrentUser(): FrameUser | null {
  return useRootData()?.user ?? null;
}

/** Logout through the SSO redirect, coming back to the site's home (frame §4 "Logout"). */
export function logoutHref(prefix: string): string {
  return `/user/sso/logout?target=${encodeURIComponent(prefix)}`;
}
