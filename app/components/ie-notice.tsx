import { Suspense, lazy, useEffect, useState } from "react";

/** Learner §9: the warning shows 2 seconds after load. */
export const IE_NOTICE_DELAY_MS = 2_000;

export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

// Every other browser never loads the dialog (decision 0014).
const IeNoticeDialog = lazy(() =>
  import("./ie-notice-dialog.tsx").then((module) => ({ default: module.IeNoticeDialog })),
);

/** Internet Explorer visitors learn their browser is unsupported (learner §2). */
export function IeNotice() {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!isInternetExplorer(navigator.userAgent)) return;
    const timer = setTimeout(() => setOpened(true), IE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <IeNoticeDialog onClose={() => setOpened(false)} />
    </Suspense>
  );
}
