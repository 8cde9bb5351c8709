/** The signed-in learner as the frame shows them (frame §3 "User info", trimmed). */
export type FrameUser = { id: number; name: string; photoImgUrl: string | null };

/**
 * The signed-in user. Sign-in arrives with the identity issue; until then every
 * visitor is anonymous and the user-only parts of the frame stay hidden.
 */
export function useCurrentUser(): FrameUser | null {
  return null;
}
