/**
 * The one Tips dialog of the page (learner §8): anything in the browser may ask
 * it to show a text; the dialog mounted once in the root layout shows it.
 * While a text is showing, further requests are dropped, so a burst of failed
 * calls opens one dialog, not a stack of them.
 */
type Listener = () => void;

let current: string | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Opens the Tips dialog with `text`, unless it is already open. */
export function showTips(text: string): void {
  if (current !== null) return;
  current = text;
  emit();
}

export function closeTips(): void {
  if (current === null) return;
  current = null;
  emit();
}

/** The text the dialog shows now, or null while it is closed. */
export function currentTips(): string | null {
  return current;
}

export function subscribeTips(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
