import {
  cloneElement,
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from "react";

/**
 * Code of an overlay (menu, popover, dialog) that a page's first load leaves
 * out (decision 0014): fetched the first time it is wanted, then kept.
 */
export type OnDemandModule<T> = {
  /** Starts loading once; resolves with the module. */
  load(): Promise<T>;
  /** The module once loaded; null while rendering on the server and while hydrating. */
  useLoaded(): T | null;
};

/**
 * Whether a dialog has ever been opened: its code is loaded and mounted from
 * then on (kept, so it can play its closing transition and open again at
 * once), and not before — a closed Mantine Modal renders nothing, yet its
 * code (focus trap, scroll lock, scroll area) would weigh on the first load.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [ever, setEver] = useState(opened);
  if (opened && !ever) setEver(true);
  return ever || opened;
}

export function onDemand<T>(load: () => Promise<T>): OnDemandModule<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    load() {
      loading ??= load().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          // A failed fetch (offline for a moment) is tried again on the next interaction.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    useLoaded() {
      return useSyncExternalStore(
        subscribe,
        () => loaded,
        () => null,
      );
    },
  };
}

/** What the visitor had done to the trigger by the time its overlay's code arrived. */
export type Activation = { hover: boolean; focus: boolean; click: boolean };

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * Renders the overlay's trigger as plain markup (the same the loaded overlay
 * renders, so the first paint and hydration hold it) until the overlay's
 * code is loaded; pointing at, focusing or clicking the trigger loads it.
 * Then `children` builds the real overlay around the trigger, told what the
 * visitor did meanwhile so it can carry on (`useActivation`).
 */
export function OnDemand<T>({
  module,
  trigger,
  children,
}: {
  module: OnDemandModule<T>;
  trigger: ReactElement<TriggerProps>;
  children: (loaded: T, activation: Activation) => ReactNode;
}) {
  const loaded = module.useLoaded();
  const [activation, setActivation] = useState<Activation>({
    hover: false,
    focus: false,
    click: false,
  });
  if (loaded) return children(loaded, activation);
  const own = trigger.props;
  const note = (change: Partial<Activation>) => {
    setActivation((current) => ({ ...current, ...change }));
    if (change.hover !== false && change.focus !== false) void module.load().catch(() => {});
  };
  return cloneElement(trigger, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      note({ hover: true });
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      note({ hover: false });
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      note({ focus: true });
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      note({ focus: false });
    },
    onClick: (event) => {
      own.onClick?.(event);
      note({ click: true });
    },
  });
}

/**
 * In the loaded overlay: the trigger, rendered anew, gets the focus back if it
 * had it, and a click made while the code was loading is replayed, so the
 * overlay opens as if it had been there all along.
 */
export function useActivation(trigger: RefObject<HTMLElement | null>, activation: Activation) {
  const [initial] = useState(activation);
  useEffect(() => {
    const element = trigger.current;
    if (!element) return;
    if (initial.focus || initial.click) element.focus();
    if (initial.click) element.click();
  }, [trigger, initial]);
}
