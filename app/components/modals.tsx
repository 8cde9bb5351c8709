import type { ModalSettings } from "@mantine/modals";
import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";

/*
 * Mantine's modals manager, loaded with the first dialog (decision 0014):
 * most pages never open one, and the provider brings Modal, its focus trap,
 * scroll lock and scroll area into every page's first load.
 */
const loadModals = () => import("@mantine/modals");
const ModalsProvider = lazy(() =>
  loadModals().then((module) => ({ default: module.ModalsProvider })),
);

let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Opens a dialog through Mantine's modals manager (`modals.open`) in the
 * provider of the root layout, once the provider is there to hear it.
 */
export function openModal(settings: ModalSettings): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadModals(), mounted]).then(([{ modals }]) => modals.open(settings));
}

/** Closes a dialog opened with openModal (nothing to do before the manager is loaded). */
export function closeModal(modalId: string): void {
  void loadModals().then(({ modals }) => modals.close(modalId));
}

/** Rendered after the provider: its effects run after the provider's listeners are set up. */
function Mounted() {
  useEffect(() => markMounted(), []);
  return null;
}

/** Where dialogs appear; mounted once in the root layout, inside the translations. */
export function ModalsHost() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <Mounted />
    </Suspense>
  );
}
