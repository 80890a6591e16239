// A tiny toast store in the manner of shadcn's use-toast: module state plus subscribers.
import { TOAST, type ToastText } from '@sous/domain';
import { useSyncExternalStore } from 'react';

/** A button in the toast (e.g. Undo); pressing it closes the toast. */
export interface ToastActionItem {
  label: string;
  onAction: () => void;
}

export interface ToastItem extends ToastText {
  id: string;
  open: boolean;
  action?: ToastActionItem;
}

/** Closed toasts stay mounted this long so Radix can play the exit. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    emit(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, REMOVE_DELAY_MS);
}

/** Shows a toast; spec §4: at most TOAST.limit (one) is visible, a newer one replaces the older. */
export function toast(text: ToastText & { action?: ToastActionItem }): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...text, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
