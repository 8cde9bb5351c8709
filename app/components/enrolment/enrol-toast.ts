import { showToast } from "../toasts.tsx";

/** The success message after an enrolment (learner §4 step 6). */
export function showEnrolToast(text: string, closeLabel: string): void {
  showToast({
    message: text,
    color: "teal",
    radius: "md",
    withBorder: true,
    closeButtonProps: { "aria-label": closeLabel },
    "data-testid": "enrol-toast",
  });
}
