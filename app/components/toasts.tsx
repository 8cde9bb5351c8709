import type { NotificationData } from "@mantine/notifications";
import { Suspense, lazy, useSyncExternalStore } from "react";

/*
 * Mantine's notifications, loaded with the first toast: most pages never show
 * one, and the container with its transitions would add about 9 KB (gzip) to
 * every page's first load.
 */
const loadNotifications = () =>
  Promise.all([
    import("@mantine/notifications"),
    import("@mantine/notifications/styles.layer.css"),
  ]).then(([module]) => module);
const Notifications = lazy(() =>
  loadNotifications().then((module) => ({ default: module.Notifications })),
);

/** Learner §9: success toasts last 3 seconds; every toast closes after them unless it says otherwise. */
const TOAST_MS = 3000;

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Shows a toast (notifications.show) in the container of the root layout. */
export function showToast(toast: NotificationData): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void loadNotifications().then(({ notifications }) => notifications.show(toast));
}

/** Where toasts appear (top centre); mounted once in the root layout. */
export function Toasts() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={TOAST_MS} />
    </Suspense>
  );
}
