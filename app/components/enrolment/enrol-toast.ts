import { notifications } from "@mantine/notifications";

/** Learner §9: success toasts last 3 seconds. */
export const TOAST_MS = 3000;

/** The success message after an enrolment (learner §4 step 6), in the root layout's notifications. */
export function showEnrolToast(text: string, closeLabel: string): void {
  notifications.show({
    message: text,
    color: "teal",
    radius: "md",
    withBorder: true,
    autoClose: TOAST_MS,
    closeButtonProps: { "aria-label": closeLabel },
    "data-testid": "enrol-toast",
  });
}
