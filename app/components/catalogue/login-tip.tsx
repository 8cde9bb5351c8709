import { Suspense, lazy, useCallback, useState } from "react";
import { useOpenedOnce } from "../on-demand.tsx";

// Loaded the first time a visitor is asked to log in (decision 0014).
const LoginTipDialog = lazy(() =>
  import("./login-tip-dialog.tsx").then((module) => ({ default: module.LoginTipDialog })),
);

/** Open state of the login-tip dialog and the dialog itself. */
export function useLoginTip() {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  const wanted = useOpenedOnce(opened);
  return {
    open,
    dialog: wanted ? (
      <Suspense fallback={null}>
        <LoginTipDialog opened={opened} onClose={close} />
      </Suspense>
    ) : null,
  };
}
