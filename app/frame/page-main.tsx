import { Outlet } from "react-router";
import { HydrateApart } from "./hydrate-apart.tsx";
import classes from "./layout.module.css";
import { useLearnerPending } from "./use-user.ts";

/**
 * The page between header and footer. On a page rendered alike for every
 * signed-in learner (decision 0027) it shows a visitor's data until the
 * learner's own is back, a moment after it loads: meanwhile it takes no
 * input, so no click acts on what was not the learner's.
 */
export function PageMain() {
  const pending = useLearnerPending();
  return (
    <main
      id="main"
      className={classes.main}
      tabIndex={-1}
      inert={pending}
      aria-busy={pending || undefined}
    >
      {/* The page starts again once the learner's data is in: state a page took from its
          first data (a form's initial values, an application already sent) is theirs then. */}
      <HydrateApart>
        <Outlet key={pending ? "pending" : "learner"} />
      </HydrateApart>
    </main>
  );
}
