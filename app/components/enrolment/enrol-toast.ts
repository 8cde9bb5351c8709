import { showToast } from "../toasts.tsx";

/** Learner §9: success toasts last 3 seconds. */
export const TOAST_MS = 3000;

/** The success message after an enrolment (learner §4 step 6). */
export function showEnrolToast(text: string, closeLabel: string): void {
  showToast({
    message: text,
    color: "teal",
    radius: "md",
    withBorder: true,
    autoClose: TOAST_MS,
    closeButtonProps: { "aria-label": closeLabel },
    "data-testid": "enrol-toast",
  });
}
