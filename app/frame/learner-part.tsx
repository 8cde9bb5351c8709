import { Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { useLearnerPending } from "./use-user.ts";

/**
 * A learner's own part of a page (where they stand, what they can do next)
 * on a page rendered alike for every signed-in learner (decision 0027).
 * Until their own facts are in it is a placeholder of the same size, not a
 * visitor's state ("Enrol") that turns into theirs ("Continue") a moment
 * later. Visitors, and learners once their facts are in, get the part itself.
 */
export function LearnerPart({
  children,
  buttons = false,
}: {
  children: ReactNode;
  /** A row of buttons: the placeholder is as wide as they are, and round. */
  buttons?: boolean;
}) {
  const pending = useLearnerPending();
  if (!pending) return children;
  return (
    <Skeleton
      visible
      radius={buttons ? "xl" : "md"}
      w={buttons ? "fit-content" : undefined}
      maw="100%"
      data-testid="learner-part-pending"
    >
      {/* Kept for its size only: nobody reads or reaches what is not the learner's. */}
      <div aria-hidden inert>
        {children}
      </div>
    </Skeleton>
  );
}
