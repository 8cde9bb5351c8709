import { Suspense, type ReactNode } from "react";

/**
 * A part of the page that hydrates in a pass of its own. React leaves a
 * server-rendered Suspense boundary as it is while it hydrates what is around
 * it, then hydrates the boundary's content later, at idle priority, in its own
 * render and commit; a click inside it before then hydrates it at once and is
 * replayed. Without boundaries a whole page hydrates in one commit, whose
 * effects all run in one task: on a phone that task kept the page from
 * answering input for a second. The server renders the content as before (no
 * fallback is ever shown for it); nothing inside suspends on its own.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
