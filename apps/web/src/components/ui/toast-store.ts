import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 3000;

type ToastKind = 'success' | 'error';

/** A link the message points at, e.g. the invitation just saved. */
export interface ToastLink {
  href: string;
  label: string;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  link?: ToastLink | undefined;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, link?: ToastLink): number {
  const id = nextId++;
  items = [...items.slice(-2), { id, kind, message, link }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/** The toast: success or error, closing by itself after 3 s. Callable from anywhere. */
export const toast = {
  success: (message: string, link?: ToastLink) => show('success', message, link),
  error: (message: string) => show('error', message),
};

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
}
